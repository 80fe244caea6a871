package io.kcadvisor.calibration;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.record.FileLogInputStream.FileChannelRecordBatch;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.utils.BufferSupplier;
import org.apache.kafka.common.utils.CloseableIterator;

/**
 * What a partition's log holds, read from its segment files: what the broker really
 * stored.
 *
 * @param records records
 * @param batches record batches
 * @param bytes bytes of record batches, headers included
 * @param rawBytes bytes of the batches' uncompressed records sections
 * @param compression the codec of the last batch
 */
record StoredLog(long records, long batches, long bytes, long rawBytes, CompressionType compression) {

	/** The size of a v2 batch header. */
	static final int BATCH_HEADER = 61;

	/**
	 * Reads a partition's log.
	 * @param directory the partition's directory
	 * @return what it holds
	 */
	static StoredLog read(Path directory) throws IOException {
		List<Path> segments;
		try (Stream<Path> files = Files.list(directory)) {
			segments = files.filter((file) -> file.getFileName().toString().endsWith(".log")).sorted().toList();
		}
		long records = 0;
		long batches = 0;
		long bytes = 0;
		long raw = 0;
		CompressionType compression = CompressionType.NONE;
		BufferSupplier buffers = BufferSupplier.create();
		for (Path segment : segments) {
			try (FileRecords log = FileRecords.open(segment.toFile(), false)) {
				for (FileChannelRecordBatch batch : log.batches()) {
					records += batch.countOrNull();
					batches++;
					bytes += batch.sizeInBytes();
					raw += rawBytes(batch, buffers);
					compression = batch.compressionType();
				}
			}
		}
		return new StoredLog(records, batches, bytes, raw, compression);
	}

	private static long rawBytes(RecordBatch batch, BufferSupplier buffers) {
		if (batch.compressionType() == CompressionType.NONE) {
			return batch.sizeInBytes() - BATCH_HEADER;
		}
		long raw = 0;
		try (CloseableIterator<Record> records = batch.streamingIterator(buffers)) {
			while (records.hasNext()) {
				raw += records.next().sizeInBytes();
			}
		}
		return raw;
	}

}
