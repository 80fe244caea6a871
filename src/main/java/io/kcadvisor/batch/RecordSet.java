package io.kcadvisor.batch;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The records of a sample, kept compactly: for each record the part of its v2 encoding
 * that does not depend on its place in a batch (key, value and headers with their
 * lengths), and its timestamp. A record's full encoding adds its length, attributes,
 * timestamp delta and offset delta, which the batch it lands in decides. Immutable.
 */
public final class RecordSet {

	private final byte[] bodies;

	private final int[] offsets;

	private final long[] timestamps;

	private final long timestamp;

	private final int rotation;

	RecordSet(byte[] bodies, int[] offsets, long[] timestamps, long timestamp) {
		this(bodies, offsets, timestamps, timestamp, 0);
	}

	private RecordSet(byte[] bodies, int[] offsets, long[] timestamps, long timestamp, int rotation) {
		this.bodies = bodies;
		this.offsets = offsets;
		this.timestamps = timestamps;
		this.timestamp = timestamp;
		this.rotation = rotation;
	}

	/**
	 * Starts a record set.
	 * @param expectedBytes roughly how many bytes the records will hold, to size the
	 * buffer
	 * @return a builder
	 */
	public static RecordSetBuilder builder(int expectedBytes) {
		return new RecordSetBuilder(expectedBytes);
	}

	/**
	 * Returns the same records in a circle, from one of them: that record first, the last
	 * record followed by the first. Shares the records, copies nothing.
	 * @param first the record to start from
	 * @return the records from {@code first} to the last, then from the first to the one
	 * before {@code first}
	 */
	public RecordSet from(int first) {
		return new RecordSet(this.bodies, this.offsets, this.timestamps, this.timestamp, stored(first));
	}

	/**
	 * Returns where a record is stored: its index in the records this set was
	 * {@linkplain #from(int) turned from}, whichever record it starts from.
	 * @param index the record
	 * @return its index from the first record stored
	 */
	public int storedIndex(int index) {
		return stored(index);
	}

	private int stored(int index) {
		int stored = index + this.rotation;
		return (stored < size()) ? stored : stored - size();
	}

	/**
	 * Returns the number of records.
	 * @return the count
	 */
	public int size() {
		return this.offsets.length - 1;
	}

	/**
	 * Returns the bytes of all keys, values and headers with their lengths.
	 * @return the sum of the records' bodies
	 */
	public long bodyBytes() {
		return this.offsets[size()];
	}

	/**
	 * Returns the size of a record's key, value and headers with their lengths: the part
	 * of its encoding that does not depend on its batch.
	 * @param index the record
	 * @return bytes
	 */
	public int bodyLength(int index) {
		int stored = stored(index);
		return this.offsets[stored + 1] - this.offsets[stored];
	}

	/**
	 * Returns the bytes of a record's body that are the lengths of its key and value and
	 * its header count, which librdkafka leaves out of a message's size and counts in its
	 * fixed overhead instead.
	 * @param index the record
	 * @return 3 to 15 bytes
	 */
	public int countsLength(int index) {
		ByteBuffer body = ByteBuffer.wrap(this.bodies, this.offsets[stored(index)], bodyLength(index));
		int counts = skipField(body) + skipField(body);
		int start = body.position();
		Varints.readVarint(body);
		return counts + body.position() - start;
	}

	/**
	 * Skips a field and its length, a null one's -1 included.
	 * @return the size of its length
	 */
	private static int skipField(ByteBuffer body) {
		int start = body.position();
		int length = Varints.readVarint(body);
		int lengthSize = body.position() - start;
		body.position(body.position() + Math.max(0, length));
		return lengthSize;
	}

	/**
	 * Returns a record's timestamp.
	 * @param index the record
	 * @return milliseconds
	 */
	public long timestamp(int index) {
		return (this.timestamps != null) ? this.timestamps[stored(index)] : this.timestamp;
	}

	/**
	 * Returns the size of a record's encoding, its length varint included, as Kafka's
	 * {@code DefaultRecord.sizeInBytes} computes it.
	 * @param index the record
	 * @param offsetDelta its offset relative to the batch's first record
	 * @param timestampDelta its timestamp relative to the batch's first record
	 * @return bytes
	 */
	public int encodedSize(int index, int offsetDelta, long timestampDelta) {
		int body = bodySize(index, offsetDelta, timestampDelta);
		return Varints.sizeOfVarint(body) + body;
	}

	private int bodySize(int index, int offsetDelta, long timestampDelta) {
		return 1 + Varints.sizeOfVarlong(timestampDelta) + Varints.sizeOfVarint(offsetDelta) + bodyLength(index);
	}

	/**
	 * Writes a record's full v2 encoding.
	 * @param index the record
	 * @param offsetDelta its offset relative to the batch's first record
	 * @param timestampDelta its timestamp relative to the batch's first record
	 * @param dst where to write
	 */
	public void write(int index, int offsetDelta, long timestampDelta, ByteBuffer dst) {
		Varints.writeVarint(bodySize(index, offsetDelta, timestampDelta), dst);
		dst.put((byte) 0);
		Varints.writeVarlong(timestampDelta, dst);
		Varints.writeVarint(offsetDelta, dst);
		dst.put(this.bodies, this.offsets[stored(index)], bodyLength(index));
	}

	/**
	 * Returns the size of the records section of a batch holding records {@code first} up
	 * to {@code end}: their encodings with offset and timestamp deltas from the first.
	 * @param first the batch's first record
	 * @param end the index after its last record
	 * @return bytes, without the batch header
	 */
	public int sectionSize(int first, int end) {
		long baseTimestamp = timestamp(first);
		int size = 0;
		for (int index = first; index < end; index++) {
			size += encodedSize(index, index - first, timestamp(index) - baseTimestamp);
		}
		return size;
	}

	/**
	 * Writes the records section of a batch holding records {@code first} up to
	 * {@code end}.
	 * @param first the batch's first record
	 * @param end the index after its last record
	 * @param dst where to write; needs {@link #sectionSize(int, int)} bytes remaining
	 */
	public void writeSection(int first, int end, ByteBuffer dst) {
		long baseTimestamp = timestamp(first);
		for (int index = first; index < end; index++) {
			write(index, index - first, timestamp(index) - baseTimestamp, dst);
		}
	}

	/**
	 * Decodes a record.
	 * @param index the record
	 * @return its key, value, headers and timestamp
	 */
	public KafkaRecord get(int index) {
		ByteBuffer body = ByteBuffer.wrap(this.bodies, this.offsets[stored(index)], bodyLength(index));
		byte[] key = readBytes(body);
		byte[] value = readBytes(body);
		int headerCount = Varints.readVarint(body);
		List<RecordHeader> headers = new ArrayList<>(headerCount);
		for (int i = 0; i < headerCount; i++) {
			headers.add(new RecordHeader(new String(readBytes(body), StandardCharsets.UTF_8), readBytes(body)));
		}
		return new KafkaRecord(key, value, headers, timestamp(index));
	}

	/**
	 * Decodes a record's key alone.
	 * @param index the record
	 * @return its key, or {@code null} when it has none
	 */
	public byte[] key(int index) {
		return readBytes(ByteBuffer.wrap(this.bodies, this.offsets[stored(index)], bodyLength(index)));
	}

	private static byte[] readBytes(ByteBuffer src) {
		int length = Varints.readVarint(src);
		if (length < 0) {
			return null;
		}
		byte[] bytes = new byte[length];
		src.get(bytes);
		return bytes;
	}

}
