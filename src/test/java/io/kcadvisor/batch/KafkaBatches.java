package io.kcadvisor.batch;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.CompressionRatioEstimator;
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

	/**
	 * Fills batches as a producer sending the records does, each batch opening with the
	 * estimate of the moment and moving it when it closes, as {@code ProducerBatch.close}
	 * does through Kafka's {@link CompressionRatioEstimator}. As in Kafka's producer, a
	 * full batch closes when the sender drains it, after the record that did not fit has
	 * opened the next one.
	 * @param records the records
	 * @param compression the compression
	 * @param batchSize the producer's {@code batch.size}
	 * @param initialEstimate the estimate when the first batch opens
	 * @return each batch's bytes
	 */
	public static List<ByteBuffer> producerBatches(List<KafkaRecord> records, Compression compression, int batchSize,
			float initialEstimate) {
		return producerBatches(records, compression, batchSize, initialEstimate, new ArrayList<>());
	}

	/**
	 * Fills batches as a producer sending the records does, and tells how many records
	 * each holds.
	 * @param records the records
	 * @param compression the compression
	 * @param batchSize the producer's {@code batch.size}
	 * @param initialEstimate the estimate when the first batch opens
	 * @param counts receives the number of records of each batch
	 * @return each batch's bytes
	 */
	public static List<ByteBuffer> producerBatches(List<KafkaRecord> records, Compression compression, int batchSize,
			float initialEstimate, List<Integer> counts) {
		String topic = "replay-" + UUID.randomUUID();
		CompressionRatioEstimator.setEstimation(topic, compression.type(), initialEstimate);
		List<ByteBuffer> batches = new ArrayList<>();
		MemoryRecordsBuilder builder = null;
		int first = 0;
		for (int index = 0; index < records.size(); index++) {
			KafkaRecord record = records.get(index);
			if (builder == null
					|| !builder.hasRoomFor(record.timestamp(), record.key(), record.value(), headers(record))) {
				MemoryRecordsBuilder full = builder;
				int size = Math.max(batchSize,
						org.apache.kafka.common.record.AbstractRecords.estimateSizeInBytesUpperBound(
								RecordBatch.CURRENT_MAGIC_VALUE, compression.type(), record.key(), record.value(),
								headers(record)));
				builder = builder(compression, size, index);
				builder.setEstimatedCompressionRatio(CompressionRatioEstimator.estimation(topic, compression.type()));
				if (full != null) {
					batches.add(close(full, topic));
					counts.add(index - first);
				}
				first = index;
			}
			append(builder, record);
		}
		if (builder != null) {
			batches.add(close(builder, topic));
			counts.add(records.size() - first);
		}
		return batches;
	}

	private static ByteBuffer close(MemoryRecordsBuilder builder, String topic) {
		ByteBuffer batch = builder.build().buffer();
		CompressionRatioEstimator.updateEstimation(topic, builder.compression().type(),
				(float) builder.compressionRatio());
		return batch;
	}

	private static MemoryRecordsBuilder builder(Compression compression, int size, long baseOffset) {
		return MemoryRecords.builder(ByteBuffer.allocate(size), RecordBatch.CURRENT_MAGIC_VALUE, compression,
				TimestampType.CREATE_TIME, baseOffset);
	}

	private static void append(MemoryRecordsBuilder builder, KafkaRecord record) {
		builder.append(record.timestamp(), record.key(), record.value(), headers(record));
	}

	/**
	 * Returns a record's headers as the Java client takes them.
	 * @param record the record
	 * @return the headers
	 */
	static Header[] headers(KafkaRecord record) {
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
