package io.kcadvisor.calibration;

import io.kcadvisor.cost.Coefficients;
import io.kcadvisor.cost.CostCoefficients;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.Load;
import io.kcadvisor.cost.Role;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fits the cost model's coefficients to runs: for each {@link Measure}, the non-negative
 * coefficients of its roles' terms that minimise the squared error of its CPU seconds
 * over every run. Each run's error is weighed by that process's CPU in the run of
 * {@code none} with the same sample, batch size and replication, so that every sample
 * counts alike and errors are fractions of what {@code none} spends, as the model is
 * judged.
 */
final class CoefficientFit {

	/** What each role's CPU scales with; its other coefficients stay 0. */
	static final Map<Role, Set<Term>> TERMS = terms();

	private CoefficientFit() {
	}

	private static Map<Role, Set<Term>> terms() {
		Map<Role, Set<Term>> terms = new EnumMap<>(Role.class);
		terms.put(Role.PRODUCER, EnumSet.allOf(Term.class));
		terms.put(Role.LEADER, with(Term.CODECS, Term.RECORDS, Term.BATCHES, Term.BYTES));
		terms.put(Role.RECOMPRESSION, with(Term.CODECS, Term.RECORDS));
		terms.put(Role.FOLLOWER, EnumSet.of(Term.BATCHES, Term.BYTES));
		terms.put(Role.FETCH, EnumSet.of(Term.BATCHES, Term.BYTES));
		terms.put(Role.CONSUMER, EnumSet.allOf(Term.class));
		return terms;
	}

	private static Set<Term> with(Set<Term> codecs, Term... terms) {
		Set<Term> all = EnumSet.copyOf(codecs);
		all.addAll(List.of(terms));
		return all;
	}

	/**
	 * Fits the coefficients.
	 * @param observations the runs
	 * @return the coefficients, and which roles the runs could calibrate
	 */
	static Fitted fit(List<Observation> observations) {
		Map<Role, double[]> values = new EnumMap<>(Role.class);
		for (Role role : Role.values()) {
			values.put(role, new double[Term.values().length]);
		}
		Set<Role> calibrated = EnumSet.noneOf(Role.class);
		for (Measure measure : Measure.values()) {
			List<Column> columns = columns(measure, observations);
			if (columns.isEmpty()) {
				continue;
			}
			Map<String, Double> baselines = baselines(measure, observations);
			double[][] a = new double[observations.size()][columns.size()];
			double[] b = new double[observations.size()];
			for (int i = 0; i < observations.size(); i++) {
				Observation observation = observations.get(i);
				double weight = 1 / baselines.get(group(observation.run().spec()));
				Map<Role, Load> loads = CostModel.loads(observation.measured());
				for (int j = 0; j < columns.size(); j++) {
					a[i][j] = weight * columns.get(j).term().column(loads.get(columns.get(j).role()));
				}
				// the streams' new contexts cost what the advisor measured: not fitted
				b[i] = weight * (measure.of(observation.run()) - streamSeconds(measure, loads));
			}
			double[] x = Nnls.solve(a, b);
			for (int j = 0; j < columns.size(); j++) {
				values.get(columns.get(j).role())[columns.get(j).term().ordinal()] = x[j];
				calibrated.add(columns.get(j).role());
			}
		}
		Map<Role, Coefficients> coefficients = new EnumMap<>(Role.class);
		values.forEach((role, array) -> coefficients.put(role, Term.coefficients(array)));
		return new Fitted(new CostCoefficients(coefficients.get(Role.PRODUCER), coefficients.get(Role.LEADER),
				coefficients.get(Role.RECOMPRESSION), coefficients.get(Role.FOLLOWER), coefficients.get(Role.FETCH),
				coefficients.get(Role.CONSUMER)), calibrated);
	}

	/**
	 * Returns what a measure's fit predicts for a run: its columns times the fitted
	 * coefficients, computed here apart from {@link CostModel}.
	 * @param measure the measure
	 * @param coefficients the fitted coefficients
	 * @param observation the run
	 * @return CPU seconds
	 */
	static double fitted(Measure measure, CostCoefficients coefficients, Observation observation) {
		Map<Role, Load> loads = CostModel.loads(observation.measured());
		double seconds = streamSeconds(measure, loads);
		for (Role role : measure.roles()) {
			for (Term term : TERMS.get(role)) {
				seconds += term.of(coefficients.of(role)) * term.column(loads.get(role));
			}
		}
		return seconds;
	}

	/**
	 * The seconds a measure's roles spend on new codec streams, as the advisor measured
	 * them.
	 */
	private static double streamSeconds(Measure measure, Map<Role, Load> loads) {
		double seconds = 0;
		for (Role role : measure.roles()) {
			seconds += loads.get(role).streamSeconds();
		}
		return seconds;
	}

	/** The columns of a measure's roles and terms that some run loads. */
	private static List<Column> columns(Measure measure, List<Observation> observations) {
		List<Column> columns = new ArrayList<>();
		for (Role role : measure.roles()) {
			for (Term term : TERMS.get(role)) {
				boolean loaded = observations.stream()
					.anyMatch((observation) -> term.column(CostModel.loads(observation.measured()).get(role)) > 0);
				if (loaded) {
					columns.add(new Column(role, term));
				}
			}
		}
		return columns;
	}

	/** The mean of a measure over the runs of {@code none}, by group. */
	private static Map<String, Double> baselines(Measure measure, List<Observation> observations) {
		Map<String, double[]> sums = new HashMap<>();
		double all = 0;
		for (Observation observation : observations) {
			all += measure.of(observation.run());
			RunSpec spec = observation.run().spec();
			if (spec.equals(spec.baseline())) {
				double[] sum = sums.computeIfAbsent(group(spec), (key) -> new double[2]);
				sum[0] += measure.of(observation.run());
				sum[1]++;
			}
		}
		double mean = all / observations.size();
		Map<String, Double> baselines = new HashMap<>();
		for (Observation observation : observations) {
			String group = group(observation.run().spec());
			double[] sum = sums.get(group);
			baselines.put(group, (sum != null && sum[0] > 0) ? sum[0] / sum[1] : mean);
		}
		return baselines;
	}

	static String group(RunSpec spec) {
		return spec.sample().name() + " " + spec.batchSize() + " " + spec.replicationFactor();
	}

	private record Column(Role role, Term term) {

	}

	/**
	 * The fitted coefficients.
	 *
	 * @param coefficients every role's, 0 for those not calibrated
	 * @param calibrated the roles some run loaded
	 */
	record Fitted(CostCoefficients coefficients, Set<Role> calibrated) {

	}

}
