package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemType;

/**
 * Why an analysis failed.
 *
 * @param type the kind of problem
 * @param detail what happened, and how to get an answer
 */
public record AnalysisFailure(ProblemType type, String detail) {
}
