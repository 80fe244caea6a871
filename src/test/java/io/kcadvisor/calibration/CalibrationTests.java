package io.kcadvisor.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.Coefficients;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CpuCost;
import io.kcadvisor.cost.Role;
import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A small calibration against the embedded broker: real runs, sane coefficients, and a
 * fit that is the cost model's own formula.
 */
class CalibrationTests {

	/** Enough for each process's CPU to stand well above the grain of thread CPU time. */
	private static final long BYTES_PER_RUN = 12_000_000;

	@Test
	void fitsSaneCoefficientsToARealProducerBrokerAndConsumer() throws Exception {
		List<RunSpec> specs = new ArrayList<>();
		for (String file : List.of("samples/iot-sensors.jsonl", "samples/tiny-events.txt")) {
			CalibrationSample sample = CalibrationSample.read(file);
			for (int batchSize : List.of(16384, 65536)) {
				for (CompressionConfig codec : List.of(CompressionConfig.defaults(Codec.NONE),
						CompressionConfig.of(Codec.LZ4, 9), CompressionConfig.of(Codec.GZIP, 6))) {
					specs.add(new RunSpec(sample, codec, null, batchSize, 1, sample.passesFor(BYTES_PER_RUN)));
				}
			}
		}
		Calibration calibration = new Calibration(
				new Calibration.Settings(1, Duration.ofMillis(500), Duration.ofMillis(200), null,
						Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, 1, Cores.shared()),
				new PrintStream(OutputStream.nullOutputStream()));
		List<Run> runs;
		List<Observation> observations;
		try (AdvisorEngine engine = new AdvisorEngine()) {
			// a run first, as a calibration warms up: the brokers' idle CPU,
			// subtracted from every run, is measured once they have settled
			runs = calibration.run(1, specs.subList(0, 1), specs, engine);
			observations = Calibration.observe(runs, engine);
		}

		assertThat(runs).hasSize(specs.size());
		for (Observation observation : observations) {
			Run run = observation.run();
			assertThat(run.stored().records())
				.isEqualTo((long) run.spec().passes() * run.spec().sample().sent().size());
			assertThat(run.producerSeconds()).isPositive();
			assertThat(run.consumerSeconds()).isPositive();
			if (run.spec().producerCodec().codec() != Codec.NONE) {
				assertThat(run.stored().bytes()).isLessThan(run.stored().rawBytes());
			}
			// the producer starts with a long-running producer's estimate of the
			// compression ratio, so it batches about as the advisor predicts: a new
			// producer's estimate of 1.0 would make several times the batches
			assertThat(observation.measured().flows().batches()).as("batches of %s", run.spec().codecName())
				.isCloseTo(observation.predicted().flows().batches(), withinPercentage(25));
		}

		CoefficientFit.Fitted fitted = CoefficientFit.fit(observations);
		assertThat(fitted.calibrated()).containsExactlyInAnyOrder(Role.PRODUCER, Role.LEADER, Role.FETCH,
				Role.CONSUMER);
		for (Role role : fitted.calibrated()) {
			Coefficients coefficients = fitted.coefficients().of(role);
			assertThat(CoefficientFit.TERMS.get(role).stream().map((term) -> term.of(coefficients)).toList())
				.as("%s's coefficients", role)
				.allSatisfy((value) -> assertThat(value).isFinite().isNotNegative());
		}
		// Serving a fetch of a plaintext log is a zero-copy transfer: a few
		// milliseconds of CPU for these runs, less than the brokers' idle CPU varies
		// on a busy machine, so its fit may be all zero. Producing, storing and
		// consuming cost far more than that.
		for (Role role : List.of(Role.PRODUCER, Role.LEADER, Role.CONSUMER)) {
			Coefficients coefficients = fitted.coefficients().of(role);
			assertThat(CoefficientFit.TERMS.get(role).stream().map((term) -> term.of(coefficients)).toList())
				.as("%s's coefficients", role)
				.anySatisfy((value) -> assertThat(value).isPositive());
		}
		// gzip at level 6 costs the producer far more than anything else it does
		assertThat(fitted.coefficients().producer().codecFactors().gzip()).isPositive();

		CostModel model = new CostModel(fitted.coefficients());
		for (Observation observation : observations) {
			CpuCost cost = model.cost(observation.measured());
			assertThat(cost.producerCores()).as("the producer's fit is the model's formula")
				.isCloseTo(CoefficientFit.fitted(Measure.PRODUCER, fitted.coefficients(), observation), within(1e-12));
			assertThat(cost.brokerCores()).as("the broker's fits are the model's formula")
				.isCloseTo(
						CoefficientFit.fitted(Measure.LEADER, fitted.coefficients(), observation)
								+ CoefficientFit.fitted(Measure.FETCH, fitted.coefficients(), observation),
						within(1e-12));
			assertThat(cost.consumerCores()).as("the consumer's fit is the model's formula")
				.isCloseTo(CoefficientFit.fitted(Measure.CONSUMER, fitted.coefficients(), observation), within(1e-12));
		}
	}

}
