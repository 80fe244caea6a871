package io.kcadvisor.scan;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Limits on scans, and how the instances sharing a database share their topic jobs.
 *
 * @param workers the sweep workers of each instance that scans may use: at most this many
 * topics of scans are analysed at once on an instance, each by one worker at a time, so
 * that uploads keep the other workers; 0 means half of {@code advisor.sweep.workers}, at
 * least one
 * @param maxTopics the most topics one scan may cover; an expression matching more is
 * refused with 400
 * @param maxConcurrent the most scans unfinished at once, over every instance sharing the
 * database; beyond it new scans are refused with 429
 * @param defaultSampleRecords the records read from each topic when the scan does not say
 * how many, at most {@code maxSampleRecords}
 * @param maxSampleRecords the most records a scan may read from each topic; more are
 * refused with 400
 * @param pollingInterval how often each instance looks for topic jobs due
 * @param heartbeatInterval how often an instance tells the database it still runs the
 * topic jobs it took
 * @param missedHeartbeats how many heartbeats an instance may miss before another takes
 * its topic jobs over, as it was killed or crashed
 * @param busyRetry how long a topic job waits before it tries again when its instance has
 * no room for another analysis
 */
@ConfigurationProperties("advisor.scan")
public record ScanSettings(@DefaultValue("0") int workers, @DefaultValue("500") int maxTopics,
		@DefaultValue("4") int maxConcurrent, @DefaultValue("2000") int defaultSampleRecords,
		@DefaultValue("20000") int maxSampleRecords, @DefaultValue("2s") Duration pollingInterval,
		@DefaultValue("10s") Duration heartbeatInterval, @DefaultValue("6") int missedHeartbeats,
		@DefaultValue("10s") Duration busyRetry) {

	public ScanSettings {
		defaultSampleRecords = Math.min(defaultSampleRecords, maxSampleRecords);
	}

	/**
	 * Returns the sweep workers scans may use on this instance.
	 * @param sweepWorkers the instance's sweep workers
	 * @return at least one, at most every worker
	 */
	int effectiveWorkers(int sweepWorkers) {
		int share = (this.workers > 0) ? this.workers : sweepWorkers / 2;
		return Math.max(1, Math.min(share, sweepWorkers));
	}

}
