package io.kcadvisor.analysis;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Limits on analyses: how many wait, how long they run, how long they are kept.
 *
 * @param maxQueued analyses waiting for a worker at most; beyond it new analyses are
 * refused with 429
 * @param maxHeldSampleSize sample bytes held at most by queued and running analyses,
 * uploads being split and topics being read together, each counted at the most it can
 * take ({@code SampleMemory}); beyond it new analyses are refused with 429. 0 means 40%
 * of the JVM's maximum heap
 * @param timeBudget running time per analysis; when it runs out the analysis ends with
 * what it measured, or fails when it measured nothing
 * @param retention how long a finished analysis stays stored and readable before it is
 * deleted
 * @param retryAfter the wait suggested to clients refused because the service is busy
 * @param uploadWait how long an upload waits for its turn to be split into records before
 * it is refused with 429
 * @param maxConcurrentSplits uploads split into records at the same time at most; 0 means
 * one per worker thread
 * @param expiryCheckInterval how often each instance deletes the analyses and scans past
 * their retention from the database (an expired one is never shown, whatever this is)
 */
@ConfigurationProperties("advisor.analysis")
public record AnalysisSettings(@DefaultValue("32") int maxQueued, @DefaultValue("0B") DataSize maxHeldSampleSize,
		@DefaultValue("10m") Duration timeBudget, @DefaultValue("30d") Duration retention,
		@DefaultValue("30s") Duration retryAfter, @DefaultValue("5s") Duration uploadWait,
		@DefaultValue("0") int maxConcurrentSplits, @DefaultValue("60s") Duration expiryCheckInterval) {

	/**
	 * Returns the sample bytes queued and running analyses may hold together.
	 * @return bytes
	 */
	public long effectiveMaxHeldSampleBytes() {
		long configured = this.maxHeldSampleSize.toBytes();
		return (configured > 0) ? configured : Runtime.getRuntime().maxMemory() * 2 / 5;
	}

}
