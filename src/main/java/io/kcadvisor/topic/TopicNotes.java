package io.kcadvisor.topic;

import io.kcadvisor.advice.Text;
import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.system.Durations;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a topic analysis notes about how its sample was read and what its workload took
 * from the topic ({@link TopicWorkload}): the records read, how unevenly the partitions
 * get them, the fields taken from the topic where the user left them unset, the retention
 * and the rates assumed, and what the topic stores today.
 */
final class TopicNotes {

	private final Workload workload;

	private final Workload given;

	private final TopicInfo topic;

	private final TopicSample read;

	private final AverageRate average;

	TopicNotes(TopicWorkload from) {
		this.workload = from.workload();
		this.given = from.given();
		this.topic = from.topic();
		this.read = from.read();
		this.average = from.average();
	}

	/**
	 * Returns the notes.
	 * @param cluster the cluster's name
	 * @param current what the topic stores today, or {@code null} when not known
	 * @return the notes
	 */
	List<String> of(String cluster, CurrentStorage current) {
		List<String> notes = new ArrayList<>();
		notes.add(sampled(cluster));
		if (this.average != null) {
			PartitionSpread.of(this.average.partitionRates(), this.topic.partitions())
				.filter(PartitionSpread::uneven)
				.ifPresent((uneven) -> notes.add(unevenNote(uneven)));
		}
		taken().ifPresent(notes::add);
		if (this.given.retentionHours() == null && this.workload.retentionHours() == null) {
			notes.add(noRetentionTime());
		}
		if (this.given.messagesPerSecond() == null) {
			notes.addAll(rateNotes());
		}
		today(current).ifPresent(notes::add);
		return notes;
	}

	/** Says which records were read, from how many partitions. */
	private String sampled(String cluster) {
		String spread = (this.topic.partitions() == 1) ? "from its one partition" : String.format(Locale.ROOT,
				"spread over %,d of its %,d partitions", this.read.partitionsRead(), this.topic.partitions());
		int records = this.read.sample().records().size();
		if (this.read.stoppedShortOf() == null) {
			return String.format(Locale.ROOT, "Sampled the latest %,d records of topic '%s' on cluster '%s', %s.",
					records, this.topic.name(), cluster, spread);
		}
		return String.format(Locale.ROOT,
				"Sampled %,d records of topic '%s' on cluster '%s', %s: the read began at the latest %,d and "
						+ "stopped at %s uncompressed, where more would have taken the sample over its limits "
						+ "(advisor.sample.max-size, advisor.sample.max-records), so each partition gave the "
						+ "oldest part of its share.",
				records, this.topic.name(), cluster, spread, this.read.stoppedShortOf(),
				Text.bytes(this.read.sample().bytes()));
	}

	/**
	 * Says what of the workload was taken from the topic, where the request did not give
	 * it.
	 */
	private Optional<String> taken() {
		List<String> taken = new ArrayList<>();
		if (this.given.partitions() == null) {
			taken.add((this.topic.partitions() == 1) ? "1 partition"
					: Text.count(this.topic.partitions()) + " partitions");
		}
		if (this.given.brokers() == null && this.workload.brokers() != null) {
			taken.add((this.workload.brokers() == 1) ? "1 leading broker"
					: Text.count(this.workload.brokers()) + " leading brokers");
		}
		if (this.given.replicationFactor() == null) {
			taken.add("replication factor " + this.topic.replicationFactor());
		}
		if (this.given.retentionHours() == null && this.workload.retentionHours() != null) {
			taken.add("retention " + this.workload.retentionHours() + " hours");
		}
		if (this.given.keyed() == null) {
			taken.add(this.read.keyed() ? "keyed messages" : "messages without keys");
		}
		Long retentionBytes = this.topic.retentionBytes();
		if (retentionBytes != null) {
			taken.add(String.format(Locale.ROOT, "at most %,d bytes a partition (retention.bytes)", retentionBytes));
		}
		return taken.isEmpty() ? Optional.empty()
				: Optional.of("Workload taken from the topic: " + String.join(", ", taken) + ".");
	}

	/** Says why no retention time bounds what the topic holds, and what is assumed. */
	private String noRetentionTime() {
		String policy = this.topic.config().get("cleanup.policy");
		String why = !this.topic.compacted() ? "retention.ms " + this.topic.config().get("retention.ms")
				: "cleanup.policy " + policy + " keeps the latest record of each key"
						+ (policy.contains("delete") ? ", within retention.ms" : "");
		return "No time alone bounds what the topic holds (" + why + "), so figures at retention assume "
				+ WorkloadCost.DEFAULT_RETENTION_HOURS + " hours; give retentionHours to model another.";
	}

	/** Says when what the topic stores today is not known, or approximate, and why. */
	private Optional<String> today(CurrentStorage current) {
		if (current == null) {
			return Optional.of("The topic's size on the brokers is not known (the service reads it from the log "
					+ "directories of its leaders, which needs DESCRIBE on the cluster), so what it stores today is not "
					+ "shown.");
		}
		if (!current.approximate()) {
			return Optional.empty();
		}
		int read = this.read.sample().records().size();
		if (read < this.read.offsetsRead()) {
			String gaps = this.topic.compacted() ? "records the log cleaner has removed, or transaction markers"
					: "transaction markers";
			return Optional.of(String.format(Locale.ROOT,
					"The topic's offsets count %s, as well as records: %,d of the %,d offsets read held records, so "
							+ "the records it stores today are counted at that share, and the bytes per record it "
							+ "stores today are approximate.",
					gaps, read, this.read.offsetsRead()));
		}
		return Optional.of("The topic is compacted: its offsets count records the log cleaner has removed, so the "
				+ "bytes per record it stores today are approximate (too low).");
	}

	/**
	 * Says how unevenly the partitions get the messages, that the sample was read from
	 * them in their shares, and, with keys, how batching was modelled.
	 */
	private String unevenNote(PartitionSpread spread) {
		String note = String.format(Locale.ROOT,
				"Its partitions get unequal shares of the messages: partition %d gained %.1f%% of the offsets over %s, "
						+ "so the sample was read from each partition in proportion to its share.",
				spread.busiest(), 100 * spread.busiestShare(), window());
		if (this.workload.partitionShares() == null || this.given.partitions() != null) {
			return note;
		}
		return note + String.format(Locale.ROOT, " A producer fills each partition's batches at that partition's own "
				+ "rate, so keyed batches were modelled for each partition at its share of the rate (on average over "
				+ "the records, as over %s even partitions, 1 / Σ share², rather than %d); give partitions to model an "
				+ "even spread.", Text.number(spread.effectivePartitions()), this.topic.partitions());
	}

	private List<String> rateNotes() {
		List<String> notes = new ArrayList<>();
		if (this.read.messagesPerSecond() != null) {
			notes.add(String.format(Locale.ROOT,
					"About %s messages per second while they flow, estimated from the sampled records' timestamps: "
							+ "in each partition, the records read after the first over the time from the first "
							+ "timestamp to the last, summed over the partitions. Batching and CPU cores are modelled "
							+ "at it; give messagesPerSecond to model another.",
					Text.number(this.read.messagesPerSecond())));
		}
		else if (this.workload.messagesPerSecond() != null) {
			notes.add("The sampled records span no time, so batching and CPU cores are modelled at the average rate "
					+ "below too; give messagesPerSecond to model the rate while messages flow.");
		}
		Double average = this.workload.averageMessagesPerSecond();
		if (this.average == null) {
			notes.add("The topic's average rate is not known (its records' timestamps run ahead of this service's "
					+ "clock, or the cluster did not list its offsets for a time), so bytes per day and what the topic "
					+ "holds at its retention are figured at the rate while messages flow; give "
					+ "averageMessagesPerSecond to figure them at another.");
		}
		else if (average != null && average == 0) {
			notes.add("No offsets gained over " + window() + ", as the records' timestamps date them: the topic took "
					+ "no messages in that time, or its producers set times long past. Bytes per day are figured at "
					+ "none; give averageMessagesPerSecond to figure them at another.");
		}
		else if (average != null) {
			notes.add(String.format(Locale.ROOT,
					"About %s messages per second on average (%,.0f a day) over %s, from the offsets its "
							+ "partitions gained, as their records' timestamps date them: bytes per day and what the "
							+ "topic holds at its retention are figured at it; give averageMessagesPerSecond to "
							+ "figure them at another, as where producers set event times long past.",
					Text.number(average), average * 86_400, window()));
		}
		return notes;
	}

	private String window() {
		Duration window = this.average.window();
		if (window.equals(AverageRate.WINDOW)) {
			return "the last " + Durations.inWords(window);
		}
		ChronoUnit unit = (window.toHours() > 0) ? ChronoUnit.HOURS
				: (window.toMinutes() > 0) ? ChronoUnit.MINUTES : ChronoUnit.SECONDS;
		return "the " + Durations.inWords(window.truncatedTo(unit)) + " since its oldest record";
	}

}
