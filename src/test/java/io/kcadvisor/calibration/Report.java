package io.kcadvisor.calibration;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CodecFactors;
import io.kcadvisor.cost.Coefficients;
import io.kcadvisor.cost.CostCoefficients;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CpuCost;
import io.kcadvisor.cost.Role;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Prints the fitted coefficients and, for each sample and codec, the CPU each process
 * spent more than with {@code none} beside what the model predicts, in Markdown.
 */
final class Report {

	/**
	 * The codecs at the levels a producer uses by default: the ones the target is about.
	 */
	static final Set<String> TARGET_CODECS = Set.of("gzip 6", "snappy", "lz4 9", "zstd 3");

	/** The largest error allowed, as a fraction of none's own CPU of that process. */
	static final double TARGET = 0.25;

	private static final List<Process> PROCESSES = List.of(
			new Process("producer", Run::producerSeconds, CpuCost::producerCores),
			new Process("broker", Run::brokerSeconds, CpuCost::brokerCores),
			new Process("consumer", Run::consumerSeconds, CpuCost::consumerCores));

	private final PrintStream out;

	private final CostModel model;

	Report(PrintStream out, CostModel model) {
		this.out = out;
		this.model = model;
	}

	/**
	 * Prints how disturbed the runs were.
	 * @param runs the runs
	 */
	void conditions(List<Run> runs) {
		double others = runs.stream().mapToDouble(Run::otherCores).average().orElse(0);
		double mostOthers = runs.stream().mapToDouble(Run::otherCores).max().orElse(0);
		double jit = runs.stream().mapToDouble(Run::jitSeconds).average().orElse(0);
		double jvm = runs.stream().mapToDouble(Run::jvmSeconds).average().orElse(0);
		this.out.printf(Locale.ROOT,
				"- %d runs. Other processes kept %.2f cores busy on average during a run (at most %.2f); the JVM's"
						+ " own threads spent %.3f s a run (shared by allocation), its JIT compilers %.3f s (left out)%n",
				runs.size(), others, mostOthers, jvm, jit);
	}

	void coefficients(CoefficientFit.Fitted fitted) {
		this.out.printf("%n## Fitted coefficients%n%n");
		this.out.println("| role | ns per record | ns per batch | ns per byte | ns per raw byte | gzip | snappy | lz4"
				+ " | zstd |");
		this.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
		for (Role role : Role.values()) {
			Coefficients c = fitted.coefficients().of(role);
			CodecFactors f = c.codecFactors();
			this.out.printf(Locale.ROOT, "| %s%s | %.1f | %.0f | %.3f | %.3f | %.2f | %.2f | %.2f | %.2f |%n",
					name(role), fitted.calibrated().contains(role) ? "" : " (no run loads it)", c.nanosPerRecord(),
					c.nanosPerBatch(), c.nanosPerByte(), c.nanosPerRawByte(), f.gzip(), f.snappy(), f.lz4(), f.zstd());
		}
		this.out.printf("%nAs settings, to three significant digits:%n%n```yaml%nadvisor:%n  cost:%n");
		String role = null;
		for (Map.Entry<String, String> setting : settings(fitted.coefficients()).entrySet()) {
			String[] name = setting.getKey().split("\\.");
			if (!name[2].equals(role)) {
				role = name[2];
				this.out.printf("    %s:%n", role);
			}
			this.out.printf("      %s: %s%n", name[3], setting.getValue());
		}
		this.out.println("```");
	}

	/**
	 * Returns coefficients as the cost model's settings, to three significant digits.
	 * @param coefficients the coefficients
	 * @return the settings, by name ({@code advisor.cost.<role>.<coefficient>}), role by
	 * role
	 */
	static Map<String, String> settings(CostCoefficients coefficients) {
		Map<String, String> settings = new LinkedHashMap<>();
		for (Role role : Role.values()) {
			for (Term term : CoefficientFit.TERMS.get(role)) {
				BigDecimal value = BigDecimal.valueOf(term.of(coefficients.of(role)));
				settings.put("advisor.cost." + name(role) + "." + term.propertyName(),
						value.round(new MathContext(3)).stripTrailingZeros().toPlainString());
			}
		}
		return settings;
	}

	/**
	 * Prints the CPU of {@code none} and the table of differences.
	 * @param observations every run
	 * @return how many of the target codecs' rows, process by process, are within the
	 * target
	 */
	String deltas(List<Observation> observations) {
		Map<String, List<Observation>> groups = new LinkedHashMap<>();
		for (Observation observation : observations) {
			RunSpec spec = observation.run().spec();
			groups.computeIfAbsent(CoefficientFit.group(spec) + " " + spec.codecName(), (key) -> new ArrayList<>())
				.add(observation);
		}
		this.out.printf("%n## CPU of none, seconds per run (mean of the repeats)%n%n");
		this.out.println("| sample | batch.size | RF | records | MB | producer | broker | consumer |");
		this.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
		groups.values().stream().filter((runs) -> isNone(runs.get(0))).forEach((runs) -> {
			RunSpec spec = runs.get(0).run().spec();
			this.out.printf(Locale.ROOT, "| %s | %d | %d | %d | %.0f | %.2f | %.2f | %.2f |%n", spec.sample().name(),
					spec.batchSize(), spec.replicationFactor(), runs.get(0).run().stored().records(),
					runs.get(0).run().stored().rawBytes() / 1e6, mean(runs, PROCESSES.get(0).measured()),
					mean(runs, PROCESSES.get(1).measured()), mean(runs, PROCESSES.get(2).measured()));
		});
		this.out.printf(
				"%n## CPU against none: measured (mean of the repeats, and min to max), model, and the model's error"
						+ " as a fraction of none's own CPU of that process%n%n");
		this.out
			.println("| sample | batch.size | RF | codec | producer Δ s | model | error | broker Δ s | model | error"
					+ " | consumer Δ s | model | error |");
		this.out.println("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
		int[] within = new int[PROCESSES.size()];
		int targetRows = 0;
		for (List<Observation> runs : groups.values()) {
			Observation first = runs.get(0);
			if (isNone(first)) {
				continue;
			}
			List<Observation> baseline = groups.get(CoefficientFit.group(first.run().spec()) + " none");
			if (baseline == null || differences(runs, baseline, Run::producerSeconds).length == 0) {
				continue;
			}
			RunSpec spec = first.run().spec();
			StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %s | %d | %d | %s |",
					spec.sample().name(), spec.batchSize(), spec.replicationFactor(), spec.codecName()));
			boolean target = TARGET_CODECS.contains(spec.codecName());
			targetRows += target ? 1 : 0;
			for (int p = 0; p < PROCESSES.size(); p++) {
				Process process = PROCESSES.get(p);
				double[] measured = differences(runs, baseline, process.measured());
				double none = mean(baseline, process.measured());
				double predicted = process.modelled()
					.applyAsDouble(
							this.model.cost(first.predicted()).minus(this.model.cost(baseline.get(0).predicted())));
				double error = (predicted - measured[0]) / none;
				boolean ok = Math.abs(error) <= TARGET;
				within[p] += (target && ok) ? 1 : 0;
				row.append(String.format(Locale.ROOT, " %+.2f (%+.2f to %+.2f) | %+.2f | %+.0f%%%s |", measured[0],
						measured[1], measured[2], predicted, 100 * error, ok ? "" : " ✗"));
			}
			this.out.println(row);
		}
		StringBuilder summary = new StringBuilder();
		for (int p = 0; p < PROCESSES.size(); p++) {
			summary.append(String.format(Locale.ROOT, "%s %d of %d; ", PROCESSES.get(p).name(), within[p], targetRows));
		}
		return summary.toString();
	}

	/**
	 * Returns the mean, least and most difference of a codec's runs from none's of the
	 * same repeat, none when no repeat has both.
	 */
	private static double[] differences(List<Observation> runs, List<Observation> baseline,
			ToDoubleFunction<Run> measure) {
		double sum = 0;
		double min = Double.MAX_VALUE;
		double max = -Double.MAX_VALUE;
		int count = 0;
		for (Observation observation : runs) {
			for (Observation none : baseline) {
				if (none.run().repeat() == observation.run().repeat()) {
					double difference = measure.applyAsDouble(observation.run()) - measure.applyAsDouble(none.run());
					sum += difference;
					min = Math.min(min, difference);
					max = Math.max(max, difference);
					count++;
				}
			}
		}
		return new double[] { sum / count, min, max };
	}

	private static double mean(List<Observation> runs, ToDoubleFunction<Run> measure) {
		return runs.stream().mapToDouble((observation) -> measure.applyAsDouble(observation.run())).average().orElse(0);
	}

	private static boolean isNone(Observation observation) {
		RunSpec spec = observation.run().spec();
		return spec.producerCodec().codec() == Codec.NONE && !spec.recompresses();
	}

	static String name(Role role) {
		return role.name().toLowerCase(Locale.ROOT);
	}

	private record Process(String name, ToDoubleFunction<Run> measured, ToDoubleFunction<CpuCost> modelled) {

	}

}
