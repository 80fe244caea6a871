package io.kcadvisor.batch;

import java.util.Arrays;
import java.util.Objects;

/**
 * A Kafka record header.
 *
 * @param key the header key
 * @param value the header value, {@code null} for none
 */
public record RecordHeader(String key, byte[] value) {

	public RecordHeader {
		Objects.requireNonNull(key, "key");
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof RecordHeader header && this.key.equals(header.key)
				&& Arrays.equals(this.value, header.value);
	}

	@Override
	public int hashCode() {
		return 31 * this.key.hashCode() + Arrays.hashCode(this.value);
	}

	@Override
	public String toString() {
		return this.key + "=" + ((this.value != null) ? this.value.length + " bytes" : "null");
	}

}
