package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Request fields with values the service does not accept. Answered with 400, naming every
 * field and what it accepts.
 */
public class InvalidFieldsException extends ProblemException {

	private final List<FieldProblem> problems;

	public InvalidFieldsException(List<FieldProblem> problems) {
		this(ProblemType.INVALID_FIELD,
				problems.stream()
					.map((problem) -> problem.field() + ": " + problem.message())
					.collect(Collectors.joining("; ")),
				problems);
	}

	/**
	 * Creates an exception of another kind that also names its fields.
	 * @param type the kind of problem
	 * @param detail what happened, and how to fix it
	 * @param problems each field and what is wrong with it
	 */
	public InvalidFieldsException(ProblemType type, String detail, List<FieldProblem> problems) {
		super(type, detail);
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
	 * Returns the fields, as the problem lists them under {@code errors}.
	 * @return the member
	 */
	@Override
	public Map<String, Object> properties() {
		return Map.of("errors", this.problems);
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
