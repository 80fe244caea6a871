package io.kcadvisor.analysis;

import io.kcadvisor.advice.AdvisedTopic;
import io.kcadvisor.batch.LargestRecord;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleFormat;
import java.util.List;

/**
 * What the sample was.
 *
 * @param format the format it was split with (the detected one for {@code auto}), or
 * {@code topic}
 * @param records the number of records
 * @param bytes the sample's size in bytes, as uploaded (inflated for zips), or for a
 * topic its records' keys, values and headers
 * @param source the topic it was read from, or {@code null} for an upload
 * @param current what the records take today where they are stored, or {@code null} when
 * not known
 * @param notes what to know about how the sample was read, such as the workload taken
 * from its topic
 * @param largestRecord how large its largest record is, which the producer properties
 * must let through; {@code null} before the sample is read, and for analyses stored
 * before it was kept, whose advice then assumes every record fits a producer's defaults
 */
public record SampleSummary(SampleFormat format, int records, long bytes, TopicSource source, CurrentStorage current,
		List<String> notes, LargestRecord largestRecord) {

	public SampleSummary {
		notes = (notes != null) ? List.copyOf(notes) : List.of();
	}

	/**
	 * Creates the summary of an upload whose stored size is not known.
	 * @param format the format it was split with
	 * @param records the number of records
	 * @param bytes the sample's size in bytes
	 */
	public SampleSummary(SampleFormat format, int records, long bytes) {
		this(format, records, bytes, null, null, List.of(), null);
	}

	/**
	 * Returns the retention.bytes of the topic the sample was read from.
	 * @return bytes a partition keeps at most, or {@code null} for an upload or a topic
	 * that no size bounds
	 */
	public Long retentionBytes() {
		return (this.source != null) ? this.source.retentionBytes() : null;
	}

	/**
	 * Returns the summary of a sample.
	 * @param sample the sample
	 * @param source the topic it was read from, or {@code null}
	 * @param notes what to know about how it was read
	 * @return the summary
	 */
	static SampleSummary of(Sample sample, TopicSource source, List<String> notes) {
		return new SampleSummary(sample.format(), sample.records().size(), sample.bytes(), source, sample.current(),
				notes, LargestRecord.of(sample.records()));
	}

	/**
	 * A topic of a configured cluster.
	 *
	 * @param cluster the cluster's name
	 * @param topic the topic's name
	 * @param maxMessageBytes the topic's {@code max.message.bytes} when the analysis
	 * began, which the advice raises only where batches need more; {@code null} when the
	 * topic did not say or said something other than a number, and for analyses stored
	 * before it was kept, whose advice then takes the version's default
	 * @param cleanupPolicy the topic's {@code cleanup.policy} when the analysis began, or
	 * {@code null} when the topic did not say, and for analyses stored before it was kept
	 * @param retentionBytes the most bytes the topic kept in each partition when the
	 * analysis began ({@code retention.bytes} under a policy that deletes), or
	 * {@code null} when no size bounded it, and for analyses stored before it was kept
	 * @param compressionType the topic's {@code compression.type} when the analysis
	 * began, or {@code null} when the topic did not say, and for analyses stored before
	 * it was kept
	 */
	public record TopicSource(String cluster, String topic, Integer maxMessageBytes, String cleanupPolicy,
			Long retentionBytes, String compressionType) {

		/**
		 * Returns what the advice knows of the topic.
		 * @return the topic's name, max.message.bytes, cleanup.policy, retention.bytes
		 * and compression.type
		 */
		public AdvisedTopic advised() {
			return new AdvisedTopic(this.topic, this.maxMessageBytes, this.cleanupPolicy, this.retentionBytes,
					this.compressionType);
		}

	}

}
