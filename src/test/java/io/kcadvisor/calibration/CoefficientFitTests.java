package io.kcadvisor.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.CodecFactors;
import io.kcadvisor.cost.Coefficients;
import io.kcadvisor.cost.CodecSpeed;
import io.kcadvisor.cost.CostCoefficients;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.cost.Flows;
import io.kcadvisor.cost.Load;
import io.kcadvisor.cost.Role;
import io.kcadvisor.cost.Traffic;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.record.CompressionType;
import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * The fit gives back the coefficients that made its runs: runs whose CPU is the cost
 * model's at known coefficients, over records of two sizes, two batch sizes, codecs of
 * different ratios and speeds, a leader that recompresses and three replicas.
 */
class CoefficientFitTests {

	private static final CostCoefficients KNOWN = new CostCoefficients(
			new Coefficients(250, 30_000, 1.5, 0.4, new CodecFactors(1.1, 1.2, 1.3, 1.25)),
			new Coefficients(120, 60_000, 2.5, 0, new CodecFactors(1.7, 1.8, 2.8, 2.5)),
			new Coefficients(400, 0, 0, 0, new CodecFactors(1.2, 1.1, 1.05, 1.5)),
			new Coefficients(0, 15_000, 1.2, 0, CodecFactors.ZERO),
			new Coefficients(0, 2_000, 0.3, 0, CodecFactors.ZERO),
			new Coefficients(90, 8_000, 0.7, 0.9, new CodecFactors(1.35, 1.4, 1.5, 1.55)));

	private static final CompressionConfig NONE = CompressionConfig.defaults(Codec.NONE);

	private static final List<Compression> CODECS = List.of(new Compression(NONE, 1, CodecSpeed.NONE),
			new Compression(CompressionConfig.of(Codec.ZSTD, 3), 0.25, new CodecSpeed(Codec.ZSTD, 300, 1000)),
			new Compression(CompressionConfig.of(Codec.GZIP, 6), 0.3, new CodecSpeed(Codec.GZIP, 40, 300)),
			new Compression(CompressionConfig.of(Codec.LZ4, 9), 0.5, new CodecSpeed(Codec.LZ4, 800, 3000)),
			new Compression(CompressionConfig.defaults(Codec.SNAPPY), 0.45, new CodecSpeed(Codec.SNAPPY, 500, 1500)));

	@Test
	void recoversTheCoefficientsThatMadeItsRuns() {
		List<Observation> observations = new ArrayList<>();
		for (int recordBytes : List.of(1000, 100)) {
			CalibrationSample sample = sample("records-of-" + recordBytes);
			for (int batchSize : List.of(16384, 65536)) {
				for (Compression codec : CODECS) {
					observations.add(observe(sample, codec, null, batchSize, 1, recordBytes));
				}
			}
			for (Compression topic : CODECS.subList(1, CODECS.size())) {
				observations.add(observe(sample, CODECS.get(0), topic, 65536, 1, recordBytes));
			}
			for (int batchSize : List.of(16384, 65536)) {
				for (Compression codec : CODECS) {
					observations.add(observe(sample, codec, null, batchSize, 3, recordBytes));
				}
			}
		}
		CoefficientFit.Fitted fitted = CoefficientFit.fit(observations);
		assertThat(fitted.calibrated()).isEqualTo(EnumSet.allOf(Role.class));
		for (Role role : Role.values()) {
			for (Term term : Term.values()) {
				double known = term.of(KNOWN.of(role));
				assertThat(term.of(fitted.coefficients().of(role))).as("%s %s", role, term)
					.isCloseTo(known, within(1e-6 * (1 + known)));
			}
		}
	}

	@Test
	void theSettingsItPrintsGiveTheModelItsCoefficients() {
		MapConfigurationPropertySource source = new MapConfigurationPropertySource(Report.settings(KNOWN));
		CostSettings settings = new Binder(source).bindOrCreate("advisor.cost", CostSettings.class);
		assertThat(settings.coefficients()).isEqualTo(KNOWN);
	}

	private static Observation observe(CalibrationSample sample, Compression producer, Compression topic, int batchSize,
			int replicationFactor, int recordBytes) {
		double records = 1_000_000_000.0 / (10L * recordBytes);
		double raw = records * recordBytes;
		// small records compress worse and slower
		double worse = (recordBytes < 1000) ? 1.6 : 1;
		double sent = raw * producer.ratio(worse);
		double stored = (topic != null) ? raw * topic.ratio(worse) : sent;
		double batches = sent / batchSize;
		Traffic traffic = new Traffic(new Flows(records, batches, raw, sent, stored), replicationFactor, 1,
				producer.speed(worse), (topic != null) ? topic.speed(worse) : null);
		Map<Role, Load> loads = CostModel.loads(traffic);
		double[] seconds = new double[Measure.values().length];
		for (Measure measure : Measure.values()) {
			for (Role role : measure.roles()) {
				seconds[measure.ordinal()] += KNOWN.of(role).cores(loads.get(role));
			}
		}
		RunSpec spec = new RunSpec(sample, producer.config(), (topic != null) ? topic.config() : null, batchSize,
				replicationFactor, 1);
		StoredLog log = new StoredLog((long) records, (long) batches, (long) stored, (long) raw, CompressionType.NONE);
		Run run = new Run(spec, 1, log, seconds[Measure.PRODUCER.ordinal()], seconds[Measure.LEADER.ordinal()],
				seconds[Measure.FETCH.ordinal()], seconds[Measure.CONSUMER.ordinal()], 1, 1, 0, 0, 0);
		return new Observation(run, traffic, traffic);
	}

	private static CalibrationSample sample(String name) {
		return new CalibrationSample(name, RecordSet.builder(16).addValue(new byte[] { 1 }).build(), List.of());
	}

	/**
	 * A codec with the ratio it compresses at and its speeds.
	 */
	private record Compression(CompressionConfig config, double ratio, CodecSpeed speed) {

		double ratio(double worse) {
			return Math.min(1, this.ratio * worse);
		}

		CodecSpeed speed(double worse) {
			return (this.speed.codec() == Codec.NONE) ? this.speed : new CodecSpeed(this.speed.codec(),
					this.speed.compressMBps() / worse, this.speed.decompressMBps() / worse);
		}

	}

}
