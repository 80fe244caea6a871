package io.kcadvisor.calibration;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.kafka.common.record.CompressionType;

/**
 * The measured runs as CSV, one line each, so that a calibration can be fitted and
 * reported again without running Kafka again.
 */
final class RunsFile {

	static final String HEADER = "sample,producer_codec,topic_codec,batch_size,replication_factor,passes,repeat,"
			+ "records,batches,bytes,raw_bytes,producer_s,leader_s,fetch_s,consumer_s,produce_wall_s,"
			+ "consume_wall_s,jvm_s,jit_s,other_cores";

	private RunsFile() {
	}

	static void append(Path file, Run run) throws IOException {
		if (!Files.exists(file)) {
			Files.writeString(file, HEADER + "\n", StandardCharsets.UTF_8);
		}
		RunSpec spec = run.spec();
		StoredLog stored = run.stored();
		String line = String.join(",", spec.sample().name(), codec(spec.producerCodec()), codec(spec.topicCodec()),
				String.valueOf(spec.batchSize()), String.valueOf(spec.replicationFactor()),
				String.valueOf(spec.passes()), String.valueOf(run.repeat()), String.valueOf(stored.records()),
				String.valueOf(stored.batches()), String.valueOf(stored.bytes()), String.valueOf(stored.rawBytes()),
				seconds(run.producerSeconds()), seconds(run.leaderSeconds()), seconds(run.fetchSeconds()),
				seconds(run.consumerSeconds()), seconds(run.produceWallSeconds()), seconds(run.consumeWallSeconds()),
				seconds(run.jvmSeconds()), seconds(run.jitSeconds()), seconds(run.otherCores()));
		Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
	}

	/**
	 * Reads runs back.
	 * @param file the file
	 * @param samples the samples the runs were made on, by name
	 * @return the runs
	 */
	static List<Run> read(Path file, List<CalibrationSample> samples) throws IOException {
		Map<String, CalibrationSample> byName = samples.stream()
			.collect(Collectors.toMap(CalibrationSample::name, Function.identity()));
		List<Run> runs = new ArrayList<>();
		for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
			if (line.startsWith("sample,") || line.isBlank()) {
				continue;
			}
			String[] f = line.split(",");
			CalibrationSample sample = byName.get(f[0]);
			if (sample == null) {
				throw new IllegalArgumentException("The runs were made on " + f[0] + ", which is not given");
			}
			CompressionConfig topic = f[2].isEmpty() ? null : config(f[2]);
			RunSpec spec = new RunSpec(sample, config(f[1]), topic, Integer.parseInt(f[3]), Integer.parseInt(f[4]),
					Integer.parseInt(f[5]));
			CompressionType compression = CompressionType.forName(spec.storedCodec().codec().kafkaName());
			StoredLog stored = new StoredLog(Long.parseLong(f[7]), Long.parseLong(f[8]), Long.parseLong(f[9]),
					Long.parseLong(f[10]), compression);
			runs.add(new Run(spec, Integer.parseInt(f[6]), stored, Double.parseDouble(f[11]), Double.parseDouble(f[12]),
					Double.parseDouble(f[13]), Double.parseDouble(f[14]), Double.parseDouble(f[15]),
					Double.parseDouble(f[16]), Double.parseDouble(f[17]), Double.parseDouble(f[18]),
					(f.length > 19) ? Double.parseDouble(f[19]) : 0));
		}
		return runs;
	}

	private static String codec(CompressionConfig config) {
		if (config == null) {
			return "";
		}
		return config.codec().kafkaName() + ((config.level() != null) ? ":" + config.level() : "");
	}

	private static CompressionConfig config(String text) {
		int colon = text.indexOf(':');
		Codec codec = Codec.fromKafkaName((colon < 0) ? text : text.substring(0, colon));
		return CompressionConfig.of(codec, (colon < 0) ? null : Integer.valueOf(text.substring(colon + 1)));
	}

	private static String seconds(double value) {
		return String.format(Locale.ROOT, "%.6f", value);
	}

}
