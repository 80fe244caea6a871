package io.kcadvisor.advice;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What the user wants most from compression.
 */
public enum Objective {

	/**
	 * The best trade-off between stored bytes and the CPU producers, brokers and
	 * consumers spend, as the {@link BalancedRule} weighs them. The default.
	 */
	BALANCED,

	/**
	 * The fewest stored bytes; among equal sizes, the least CPU producers, brokers and
	 * consumers spend together ({@link ProcessCost}).
	 */
	SMALLEST,

	/**
	 * The least CPU producers, brokers and consumers spend together ({@link ProcessCost})
	 * among the codecs that compress (never {@code none}); costs too close to tell apart
	 * are a tie, which the smaller result wins, then the least CPU.
	 */
	FASTEST;

	/**
	 * Returns the name used in the API.
	 * @return for example {@code balanced}
	 */
	@JsonValue
	public String apiName() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Returns the objective for an API name.
	 * @param name a name such as {@code smallest}, in any case
	 * @return the objective
	 * @throws IllegalArgumentException when no objective has that name
	 */
	public static Objective fromApiName(String name) {
		if (name != null) {
			for (Objective objective : values()) {
				if (objective.apiName().equalsIgnoreCase(name.trim())) {
					return objective;
				}
			}
		}
		throw new IllegalArgumentException("unknown objective '" + name + "'; accepted: "
				+ Arrays.stream(values()).map(Objective::apiName).collect(Collectors.joining(", ")));
	}

}
