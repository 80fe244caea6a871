package io.kcadvisor.sample;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Limits on uploaded samples.
 *
 * @param maxSize the largest sample, in uploaded bytes and in bytes inflated from zips or
 * compressed segments; larger samples are refused with 413
 * @param maxRecords the most records a sample may split into; more are refused with 413
 * @param maxJsonDepth the deepest nesting a {@code json-array} sample may have; deeper
 * samples are refused with 422
 * @param maxRecordSize the largest record (key, value and headers) a sample may hold;
 * larger records are refused with 413. The default is Kafka's {@code max.request.size}, 1
 * MiB; producers with their default settings refuse records a little smaller (the Java
 * producer above 1,048,489 bytes, with a one-record batch's framing; librdkafka above
 * 999,964), so the advice raises their limits for the sample's largest record where it
 * needs more. Raise it to measure larger records.
 * @param maxBatchSize the largest records section of one batch of a {@code kafka-segment}
 * sample, compressed or inflated; larger batches are refused with 413. A compressed batch
 * is inflated whole, so this bounds the memory reading one takes. Brokers refuse batches
 * above {@code message.max.bytes}, 1 MiB unless raised. Never less than
 * {@code max-record-size}.
 */
@ConfigurationProperties("advisor.sample")
public record SampleSettings(@DefaultValue("64MB") DataSize maxSize, @DefaultValue("1000000") int maxRecords,
		@DefaultValue("64") int maxJsonDepth, @DefaultValue("1MB") DataSize maxRecordSize,
		@DefaultValue("16MB") DataSize maxBatchSize) {

	/**
	 * Returns the limits the splitter enforces.
	 * @return the limits
	 */
	public SampleLimits limits() {
		long maxRecordBytes = this.maxRecordSize.toBytes();
		return new SampleLimits(this.maxSize.toBytes(), this.maxRecords, this.maxJsonDepth, maxRecordBytes,
				Math.max(maxRecordBytes, this.maxBatchSize.toBytes()));
	}

}
