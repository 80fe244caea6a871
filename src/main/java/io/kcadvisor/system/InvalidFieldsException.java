package io.kcadvisor.system;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Request fields with values the service does not accept. Answered with 400, naming every
 * field and what it accepts.
 */
public class InvalidFieldsException extends RuntimeException {

	private final List<FieldProblem> problems;

	public InvalidFieldsException(List<FieldProblem> problems) {
		super(problems.stream()
			.map((problem) -> problem.field() + ": " + problem.message())
			.collect(Collectors.joining("; ")));
		this.problems = List.copyOf(problems);
	}

	/**
	 * Returns each invalid field and what is wrong with it.
	 * @return the problems, in field order
	 */
	public List<FieldProblem> problems() {
		return this.problems;
	}

	/**
	 * One invalid field.
	 *
	 * @param field the field's name
	 * @param message what is wrong and what is accepted
	 */
	public record FieldProblem(String field, String message) {
	}

}
