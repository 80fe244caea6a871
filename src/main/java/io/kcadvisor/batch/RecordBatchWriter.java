package io.kcadvisor.batch;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.Compressor;
import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * Writes complete v2 record batches, header and CRC-32C included, as a producer without
 * idempotence sends them (no producer id, epoch or sequence; no partition leader epoch).
 */
public final class RecordBatchWriter {

	private static final int CRC_OFFSET = 17;

	private static final int ATTRIBUTES_OFFSET = 21;

	private RecordBatchWriter() {
	}

	/**
	 * Writes one batch of a layout.
	 * @param layout the layout
	 * @param batch which of its batches
	 * @param baseOffset the offset of the batch's first record
	 * @param codec the codec named in the attributes
	 * @param compressor compresses the records section for that codec
	 * @return the batch, from position 0 to its limit
	 */
	public static ByteBuffer write(BatchLayout layout, int batch, long baseOffset, Codec codec, Compressor compressor) {
		ByteBuffer section = ByteBuffer.allocateDirect(layout.sectionSize(batch));
		layout.writeSection(batch, section);
		section.flip();
		ByteBuffer out = ByteBuffer
			.allocateDirect(RecordBatches.HEADER_SIZE + compressor.maxCompressedLength(section.remaining()));
		out.position(RecordBatches.HEADER_SIZE);
		compressor.compress(section, out);
		out.flip();
		writeHeader(layout, batch, baseOffset, codec, out);
		return out;
	}

	private static void writeHeader(BatchLayout layout, int batch, long baseOffset, Codec codec, ByteBuffer out) {
		RecordSet records = layout.records();
		int first = layout.start(batch);
		int count = layout.recordCount(batch);
		long maxTimestamp = Long.MIN_VALUE;
		for (int index = first; index < first + count; index++) {
			maxTimestamp = Math.max(maxTimestamp, records.timestamp(index));
		}
		out.putLong(0, baseOffset);
		out.putInt(8, out.limit() - 12);
		out.putInt(12, -1);
		out.put(16, RecordBatches.MAGIC);
		out.putShort(ATTRIBUTES_OFFSET, (short) codec.id());
		out.putInt(23, count - 1);
		out.putLong(27, records.timestamp(first));
		out.putLong(35, maxTimestamp);
		out.putLong(43, -1L);
		out.putShort(51, (short) -1);
		out.putInt(53, -1);
		out.putInt(57, count);
		CRC32C crc = new CRC32C();
		crc.update(out.duplicate().position(ATTRIBUTES_OFFSET));
		out.putInt(CRC_OFFSET, (int) crc.getValue());
	}

}
