package io.kcadvisor.advice;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Results as a standard sweep of JSON-like messages gives them: 10,000 records of 1,000
 * bytes each, several codecs, levels and batch sizes, and two KIP-780 results that are
 * smaller and faster than anything configurable.
 */
final class TestResults {

	static final int RECORDS = 10_000;

	static final long RAW = 10_000_000;

	private TestResults() {
	}

	/**
	 * Returns the warnings on a result, ranked among a standard sweep, for the newest
	 * Kafka and a workload.
	 */
	static List<String> warnings(Result result, Workload workload) {
		List<Result> results = new ArrayList<>(sweep());
		results.add(result);
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, workload);
		CostModel model = new CostModel(CostSettings.defaults().coefficients());
		return Warnings.of(result, Candidates.of(results, request, model),
				WorkloadCost.of(results, request, model).get(result));
	}

	static List<Result> sweep() {
		List<Result> results = new ArrayList<>();
		results.add(result(Codec.NONE, null, 16384, 10_000_000, 2500));
		results.add(result(Codec.GZIP, 1, 16384, 2_900_000, 120));
		results.add(result(Codec.GZIP, 6, 16384, 2_600_000, 45));
		results.add(result(Codec.GZIP, 9, 16384, 2_550_000, 20));
		results.add(result(Codec.SNAPPY, null, 16384, 4_200_000, 600));
		results.add(result(Codec.LZ4, 9, 16384, 4_000_000, 700));
		results.add(result(Codec.LZ4, 1, 16384, 3_700_000, 90));
		results.add(result(Codec.ZSTD, -5, 16384, 3_900_000, 800));
		results.add(result(Codec.ZSTD, 1, 16384, 2_800_000, 450));
		results.add(result(Codec.ZSTD, 3, 16384, 2_700_000, 330));
		results.add(result(Codec.ZSTD, 6, 16384, 2_620_000, 140));
		results.add(result(Codec.ZSTD, 19, 16384, 2_300_000, 6));
		results.add(option(Codec.GZIP, 6, new CodecOptions(32768, null, null, null), 16384, 2_500_000, 60));
		results.add(option(Codec.ZSTD, 3, new CodecOptions(null, null, null, 22), 16384, 1_800_000, 400));
		results.add(result(Codec.NONE, null, 65536, 9_990_000, 2600));
		results.add(result(Codec.LZ4, 9, 65536, 3_500_000, 750));
		results.add(result(Codec.ZSTD, 1, 65536, 2_400_000, 500));
		results.add(result(Codec.ZSTD, 3, 65536, 2_300_000, 360));
		results.add(result(Codec.ZSTD, 6, 65536, 2_240_000, 150));
		results.add(result(Codec.GZIP, 6, 65536, 2_250_000, 48));
		results.add(result(Codec.ZSTD, 19, 65536, 1_950_000, 5));
		results.add(result(Codec.ZSTD, 22, 65536, 1_900_000, 2.5));
		results.add(result(Codec.ZSTD, 3, 262144, 2_100_000, 380));
		results.add(result(Codec.ZSTD, 6, 262144, 2_060_000, 160));
		return results;
	}

	/**
	 * Returns results of data that does not compress: every codec stores as many bytes as
	 * none or more.
	 */
	static List<Result> incompressible() {
		return List.of(result(Codec.NONE, null, 16384, 10_000_000, 5000),
				result(Codec.SNAPPY, null, 16384, 11_580_000, 1078), result(Codec.LZ4, 9, 16384, 10_040_000, 1067),
				result(Codec.ZSTD, 3, 16384, 10_010_000, 300));
	}

	static Result result(Codec codec, Integer level, Integer batchSize, long compressed, double compressMBps) {
		return new Result(CompressionConfig.of(codec, level), batchSize, records(batches(batchSize, compressed)),
				batches(batchSize, compressed), RAW, compressed, (double) RAW / compressed, compressMBps,
				decompressMBps(codec), BatchLimit.SIZE, false);
	}

	static Result option(Codec codec, Integer level, CodecOptions options, Integer batchSize, long compressed,
			double compressMBps) {
		return new Result(new CompressionConfig(codec, level, options), batchSize,
				records(batches(batchSize, compressed)), batches(batchSize, compressed), RAW, compressed,
				(double) RAW / compressed, compressMBps, decompressMBps(codec), BatchLimit.SIZE, false);
	}

	static Result fixed(Codec codec, Integer level, int recordsPerBatch, long compressed, double compressMBps) {
		int batches = RECORDS / recordsPerBatch;
		return new Result(CompressionConfig.of(codec, level), null, recordsPerBatch, batches, RAW, compressed,
				(double) RAW / compressed, compressMBps, decompressMBps(codec), null, false);
	}

	static Result lingerLimited(Codec codec, Integer level, int batchSize, int recordsPerBatch, long compressed,
			double compressMBps) {
		int batches = RECORDS / recordsPerBatch;
		return new Result(CompressionConfig.of(codec, level), batchSize, recordsPerBatch, batches, RAW, compressed,
				(double) RAW / compressed, compressMBps, decompressMBps(codec), BatchLimit.LINGER, false);
	}

	private static int batches(Integer batchSize, long compressed) {
		return (int) Math.max(1, compressed / batchSize);
	}

	private static double records(int batches) {
		return (double) RECORDS / batches;
	}

	private static double decompressMBps(Codec codec) {
		return switch (codec) {
			case NONE -> 5000;
			case GZIP -> 300;
			case SNAPPY -> 1500;
			case LZ4 -> 2500;
			case ZSTD -> 1000;
		};
	}

}
