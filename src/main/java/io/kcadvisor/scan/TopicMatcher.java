package io.kcadvisor.scan;

import io.kcadvisor.system.InvalidFieldsException;
import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import io.kcadvisor.topic.TopicInfo;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Picks the topics a scan's regular expression matches, whole names only. A user's
 * expression may backtrack for ever on a long name, so each match may read the name's
 * characters at most {@value #MAX_STEPS} times; an expression that needs more is refused.
 */
public final class TopicMatcher {

	/** The most characters one match may read, over all its backtracking. */
	static final int MAX_STEPS = 1_000_000;

	/** The longest expression accepted. */
	static final int MAX_LENGTH = 1000;

	private TopicMatcher() {
	}

	/**
	 * Compiles an expression.
	 * @param expression the expression
	 * @return the pattern
	 * @throws IllegalArgumentException when it is not a valid expression, or too long
	 */
	public static Pattern compile(String expression) {
		if (expression.length() > MAX_LENGTH) {
			throw new IllegalArgumentException("at most " + MAX_LENGTH + " characters");
		}
		try {
			return Pattern.compile(expression);
		}
		catch (PatternSyntaxException ex) {
			throw new IllegalArgumentException(
					"not a valid Java regular expression: " + ex.getDescription() + " near index " + ex.getIndex(), ex);
		}
	}

	/**
	 * Returns the topics whose whole name the expression matches.
	 * @param expression the expression, or {@code null} for every topic
	 * @param topics the cluster's topics, internal ones left out
	 * @return those matched, in order
	 * @throws InvalidFieldsException when the expression backtracks too much
	 */
	static List<TopicInfo> matching(String expression, List<TopicInfo> topics) {
		if (expression == null) {
			return topics;
		}
		Pattern pattern = compile(expression);
		try {
			return topics.stream().filter((topic) -> pattern.matcher(new Bounded(topic.name())).matches()).toList();
		}
		catch (Bounded.TooManySteps ex) {
			throw new InvalidFieldsException(List.of(new FieldProblem("topics",
					"the expression backtracks too much on topic names: simplify it, such as by removing nested "
							+ "repetition")));
		}
	}

	/**
	 * A name that counts how often its characters are read.
	 */
	private static final class Bounded implements CharSequence {

		private final String text;

		private int steps;

		Bounded(String text) {
			this.text = text;
		}

		@Override
		public char charAt(int index) {
			if (++this.steps > MAX_STEPS) {
				throw new TooManySteps();
			}
			return this.text.charAt(index);
		}

		@Override
		public int length() {
			return this.text.length();
		}

		@Override
		public CharSequence subSequence(int start, int end) {
			return this.text.subSequence(start, end);
		}

		@Override
		public String toString() {
			return this.text;
		}

		static final class TooManySteps extends RuntimeException {

			TooManySteps() {
				super(null, null, false, false);
			}

		}

	}

}
