package io.kcadvisor.batch;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Collects the records of a {@link RecordSet}. Not thread-safe.
 */
public final class RecordSetBuilder {

	private byte[] bodies;

	private int length;

	private int[] offsets = new int[1024];

	private int count;

	private long[] timestamps;

	private Long firstTimestamp;

	RecordSetBuilder(int expectedBytes) {
		this.bodies = new byte[Math.max(expectedBytes, 64)];
	}

	/**
	 * Adds a record with a null key, no headers and the set's common timestamp.
	 * @param value the value's bytes
	 * @param offset where the value starts
	 * @param valueLength the value's length
	 * @return this builder
	 */
	public RecordSetBuilder addValue(byte[] value, int offset, int valueLength) {
		ensureCapacity(2 + 5 + valueLength);
		this.length = Varints.writeVarint(-1, this.bodies, this.length);
		this.length = Varints.writeVarint(valueLength, this.bodies, this.length);
		System.arraycopy(value, offset, this.bodies, this.length, valueLength);
		this.length += valueLength;
		this.bodies[this.length++] = 0;
		return endRecord(null);
	}

	/**
	 * Adds a record with a null key, no headers and the set's common timestamp.
	 * @param value the value
	 * @return this builder
	 */
	public RecordSetBuilder addValue(byte[] value) {
		return addValue(value, 0, value.length);
	}

	/**
	 * Adds a record as a producer would send it.
	 * @param record the record
	 * @return this builder
	 */
	public RecordSetBuilder add(KafkaRecord record) {
		writeBytes(record.key());
		writeBytes(record.value());
		ensureCapacity(5);
		this.length = Varints.writeVarint(record.headers().size(), this.bodies, this.length);
		for (RecordHeader header : record.headers()) {
			writeBytes(header.key().getBytes(StandardCharsets.UTF_8));
			writeBytes(header.value());
		}
		return endRecord(record.timestamp());
	}

	private void writeBytes(byte[] bytes) {
		int size = (bytes != null) ? bytes.length : 0;
		ensureCapacity(5 + size);
		this.length = Varints.writeVarint((bytes != null) ? bytes.length : -1, this.bodies, this.length);
		if (bytes != null) {
			System.arraycopy(bytes, 0, this.bodies, this.length, size);
			this.length += size;
		}
	}

	private RecordSetBuilder endRecord(Long timestamp) {
		if (this.count + 2 > this.offsets.length) {
			this.offsets = Arrays.copyOf(this.offsets, this.offsets.length * 2);
		}
		this.offsets[++this.count] = this.length;
		recordTimestamp((timestamp != null) ? timestamp : 0L);
		return this;
	}

	private void recordTimestamp(long timestamp) {
		if (this.firstTimestamp == null) {
			this.firstTimestamp = timestamp;
		}
		if (this.timestamps == null && timestamp != this.firstTimestamp) {
			this.timestamps = new long[this.offsets.length];
			Arrays.fill(this.timestamps, 0, this.count - 1, this.firstTimestamp);
		}
		if (this.timestamps != null) {
			if (this.timestamps.length < this.offsets.length) {
				this.timestamps = Arrays.copyOf(this.timestamps, this.offsets.length);
			}
			this.timestamps[this.count - 1] = timestamp;
		}
	}

	private void ensureCapacity(int extra) {
		long needed = (long) this.length + extra;
		if (needed > this.bodies.length) {
			long grown = Math.max(needed, this.bodies.length + (this.bodies.length >> 1));
			if (grown > Integer.MAX_VALUE - 8) {
				throw new IllegalStateException("Records exceed 2 GiB");
			}
			this.bodies = Arrays.copyOf(this.bodies, (int) grown);
		}
	}

	/**
	 * Returns the number of records added so far.
	 * @return the count
	 */
	public int size() {
		return this.count;
	}

	/**
	 * Returns the bytes the records' bodies take so far, for enforcing limits.
	 * @return bytes
	 */
	public long bodyBytes() {
		return this.length;
	}

	/**
	 * Returns the record set.
	 * @return the records added, in order
	 */
	public RecordSet build() {
		byte[] exact = (this.bodies.length - this.length > (this.length >> 3)) ? Arrays.copyOf(this.bodies, this.length)
				: this.bodies;
		long[] exactTimestamps = (this.timestamps != null) ? Arrays.copyOf(this.timestamps, this.count) : null;
		long common = (this.firstTimestamp != null) ? this.firstTimestamp : 0L;
		return new RecordSet(exact, Arrays.copyOf(this.offsets, this.count + 1), exactTimestamps, common);
	}

}
