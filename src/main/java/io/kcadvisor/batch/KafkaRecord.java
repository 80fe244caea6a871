package io.kcadvisor.batch;

import java.util.Arrays;
import java.util.List;

/**
 * One record as a producer sends it.
 *
 * @param key the key, {@code null} for none
 * @param value the value, {@code null} for a tombstone
 * @param headers the headers, in order
 * @param timestamp the timestamp in milliseconds
 */
public record KafkaRecord(byte[] key, byte[] value, List<RecordHeader> headers, long timestamp) {

	public KafkaRecord {
		headers = List.copyOf(headers);
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof KafkaRecord record && Arrays.equals(this.key, record.key)
				&& Arrays.equals(this.value, record.value) && this.headers.equals(record.headers)
				&& this.timestamp == record.timestamp;
	}

	@Override
	public int hashCode() {
		return 31 * (31 * Arrays.hashCode(this.key) + Arrays.hashCode(this.value)) + this.headers.hashCode();
	}

	@Override
	public String toString() {
		return "KafkaRecord[key=" + ((this.key != null) ? this.key.length + " bytes" : "null") + ", value="
				+ ((this.value != null) ? this.value.length + " bytes" : "null") + ", headers=" + this.headers
				+ ", timestamp=" + this.timestamp + "]";
	}

}
