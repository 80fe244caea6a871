package io.kcadvisor.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;

import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.utils.BufferSupplier;

/**
 * The oracle: record batches built by kafka-clients' own {@link MemoryRecordsBuilder},
 * and realistic record sets to build them from.
 */
final class KafkaBatches {

	/** Bytes before the records section of a v2 batch. */
	static final int HEADER_LENGTH = 61;

	private static final int ATTRIBUTES_OFFSET = 21;

	private static final Header[] NO_HEADERS = new Header[0];

	private KafkaBatches() {
	}

	static RecordSet textLines() {
		Random random = new Random(21);
		return RecordSet.of("text lines", 3000,
				(i) -> new Message(utf8("host-" + (i % 12)), utf8(Samples.textLine(random)), NO_HEADERS));
	}

	static RecordSet json() {
		Random random = new Random(22);
		return RecordSet.of("json", 2000,
				(i) -> new Message(utf8("order-" + random.nextInt(5000)), utf8(Samples.jsonLine(random)),
						new Header[] { new RecordHeader("trace-id", utf8(Long.toHexString(random.nextLong()))),
								new RecordHeader("source", utf8("checkout")) }));
	}

	static RecordSet randomBytes() {
		Random random = new Random(23);
		return RecordSet.of("random bytes", 300,
				(i) -> new Message(null, Samples.random(512 + random.nextInt(1536), random.nextLong()), NO_HEADERS));
	}

	/**
	 * Small values between values above 16 KiB (the stream buffers) and 64 KiB (an lz4
	 * block).
	 */
	static RecordSet smallAndLargeValues() {
		Random random = new Random(24);
		int[] large = { 17 * 1024, 20 * 1024, 70 * 1024, 150 * 1024, 66 * 1024 };
		return RecordSet.of("small and large values", 400, (i) -> {
			byte[] value;
			if (i % 80 == 40) {
				int length = large[(i / 80) % large.length];
				value = ((i / 80) % 2 == 0) ? Samples.mixed(length, i) : Samples.random(length, i);
			}
			else {
				value = utf8((i % 2 == 0) ? Samples.jsonLine(random) : Samples.textLine(random));
			}
			return new Message(utf8("key-" + i), value, NO_HEADERS);
		});
	}

	/** About 6 MiB of JSON and log lines with a few large values. */
	static RecordSet large() {
		Random random = new Random(25);
		return RecordSet.of("large", 36_000,
				(i) -> new Message(utf8("k" + (i % 100)),
						(i % 2000 == 7) ? Samples.mixed(90 * 1024, i)
								: utf8((i % 2 == 0) ? Samples.jsonLine(random) : Samples.textLine(random)),
						NO_HEADERS));
	}

	/**
	 * Builds one batch of the records with a Kafka compression.
	 * @param records the records
	 * @param compression Kafka's compression, none included
	 * @return the whole batch
	 */
	static byte[] batch(RecordSet records, Compression compression) {
		MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(1024), RecordBatch.CURRENT_MAGIC_VALUE,
				compression, TimestampType.CREATE_TIME, 0L);
		long timestamp = 1_714_564_800_000L;
		for (Message message : records.messages()) {
			timestamp += 3;
			builder.append(timestamp, message.key(), message.value(), message.headers());
		}
		return DirectBuffers.remaining(builder.build().buffer());
	}

	static byte[] recordsSection(byte[] batch) {
		byte[] section = new byte[batch.length - HEADER_LENGTH];
		System.arraycopy(batch, HEADER_LENGTH, section, 0, section.length);
		return section;
	}

	static int codecId(byte[] batch) {
		return batch[ATTRIBUTES_OFFSET + 1] & 0x07;
	}

	/**
	 * Reads a compressed records section with Kafka's own decompressing stream.
	 * @param compression the codec
	 * @param section the compressed section
	 * @return the uncompressed section
	 */
	static byte[] kafkaRead(Compression compression, byte[] section) {
		try (InputStream in = compression.wrapForInput(ByteBuffer.wrap(section), RecordBatch.CURRENT_MAGIC_VALUE,
				BufferSupplier.create())) {
			return in.readAllBytes();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	static Compression kafkaCompression(CompressionConfig config) {
		return switch (config.codec()) {
			case NONE -> Compression.NONE;
			case GZIP -> Compression.gzip().level(config.level()).build();
			case SNAPPY -> Compression.snappy().build();
			case LZ4 -> Compression.lz4().level(config.level()).build();
			case ZSTD -> Compression.zstd().level(config.level()).build();
		};
	}

	private static byte[] utf8(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

	/** One record to append. */
	record Message(byte[] key, byte[] value, Header[] headers) {

	}

	/** Named records, with their uncompressed records section built once. */
	record RecordSet(String name, List<Message> messages, byte[] uncompressed) {

		static RecordSet of(String name, int count, IntFunction<Message> message) {
			List<Message> messages = new ArrayList<>(count);
			for (int i = 0; i < count; i++) {
				messages.add(message.apply(i));
			}
			RecordSet withoutSection = new RecordSet(name, messages, null);
			return new RecordSet(name, messages, recordsSection(batch(withoutSection, Compression.NONE)));
		}

		@Override
		public String toString() {
			return this.name + " (" + this.messages.size() + " records, " + this.uncompressed.length + " bytes)";
		}

	}

}
