package io.kcadvisor.batch;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.TimestampType;

/**
 * The oracle: batches built by kafka-clients' own {@link MemoryRecordsBuilder}.
 */
public final class KafkaBatches {

	private KafkaBatches() {
	}

	/**
	 * Builds batches of a fixed number of records.
	 * @param records the records
	 * @param compression the compression
	 * @param perBatch records per batch
	 * @return each batch's bytes
	 */
	public static List<ByteBuffer> fixed(List<KafkaRecord> records, Compression compression, int perBatch) {
		List<ByteBuffer> batches = new ArrayList<>();
		for (int first = 0; first < records.size(); first += perBatch) {
			MemoryRecordsBuilder builder = builder(compression, 1024, first);
			for (KafkaRecord record : records.subList(first, Math.min(records.size(), first + perBatch))) {
				append(builder, record);
			}
			batches.add(builder.build().buffer());
		}
		return batches;
	}

	/**
	 * Fills batches as the producer's accumulator does, with a constant ratio estimate.
	 * @param records the records
	 * @param compression the compression
	 * @param batchSize the producer's {@code batch.size}
	 * @param estimatedRatio the compression ratio estimate
	 * @return the number of records in each batch
	 */
	public static List<Integer> producerCounts(List<KafkaRecord> records, Compression compression, int batchSize,
			float estimatedRatio) {
		List<Integer> counts = new ArrayList<>();
		MemoryRecordsBuilder builder = null;
		int inBatch = 0;
		for (int index = 0; index < records.size(); index++) {
			KafkaRecord record = records.get(index);
			if (builder == null
					|| !builder.hasRoomFor(record.timestamp(), record.key(), record.value(), headers(record))) {
				if (builder != null) {
					counts.add(inBatch);
				}
				int size = Math.max(batchSize,
						org.apache.kafka.common.record.AbstractRecords.estimateSizeInBytesUpperBound(
								RecordBatch.CURRENT_MAGIC_VALUE, compression.type(), record.key(), record.value(),
								headers(record)));
				builder = builder(compression, size, index);
				builder.setEstimatedCompressionRatio(estimatedRatio);
				inBatch = 0;
			}
			append(builder, record);
			inBatch++;
		}
		if (builder != null) {
			counts.add(inBatch);
		}
		return counts;
	}

	private static MemoryRecordsBuilder builder(Compression compression, int size, long baseOffset) {
		return MemoryRecords.builder(ByteBuffer.allocate(size), RecordBatch.CURRENT_MAGIC_VALUE, compression,
				TimestampType.CREATE_TIME, baseOffset);
	}

	private static void append(MemoryRecordsBuilder builder, KafkaRecord record) {
		builder.append(record.timestamp(), record.key(), record.value(), headers(record));
	}

	private static Header[] headers(KafkaRecord record) {
		return record.headers()
			.stream()
			.map((header) -> new org.apache.kafka.common.header.internals.RecordHeader(header.key(), header.value()))
			.toArray(Header[]::new);
	}

	/**
	 * Returns Kafka's compression for a codec name at a level.
	 * @param codec the Kafka name
	 * @param level the level, or {@code null}
	 * @return the compression
	 */
	public static Compression compression(String codec, Integer level) {
		CompressionType type = CompressionType.forName(codec);
		return switch (type) {
			case NONE -> Compression.NONE;
			case SNAPPY -> Compression.snappy().build();
			case GZIP -> Compression.gzip().level(level).build();
			case LZ4 -> Compression.lz4().level(level).build();
			case ZSTD -> Compression.zstd().level(level).build();
		};
	}

}
