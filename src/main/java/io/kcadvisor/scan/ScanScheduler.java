package io.kcadvisor.scan;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerName;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import io.kcadvisor.storage.Instance;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.system.ShutdownPhases;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import javax.sql.DataSource;

import org.springframework.context.SmartLifecycle;
import org.springframework.context.annotation.DependsOn;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.stereotype.Component;

/**
 * The scans' share of db-scheduler, the job scheduler every instance sharing the database
 * runs: a scan's topics are executions of one task in the {@code scheduled_tasks} table
 * ({@link ScanTasks}), which each instance polls, claims one at a time and runs on
 * {@code advisor.scan.workers} threads, sending heartbeats while it runs them. Executions
 * whose instance stopped sending heartbeats are taken over by another; an instance that
 * stops hands its running topics back at once ({@link TopicJob}).
 * <p>
 * Configured here, not with db-scheduler's Spring Boot starter, so that its threads
 * follow the sweep workers, its settings are the service's own ({@link ScanSettings}),
 * and it stops before the sweeps do: {@code analysisScheduler} stops the sweeps when the
 * service stops, and this bean depends on it, so Spring stops this one first, while the
 * analyses of its topics can still be handed back.
 */
@Component
@DependsOn("analysisScheduler")
class ScanScheduler implements SmartLifecycle {

	private static final Duration SHUTDOWN_WAIT = Duration.ofSeconds(30);

	private final Scheduler scheduler;

	private final Clock clock;

	private volatile boolean running;

	ScanScheduler(DataSource dataSource, ScanTasks tasks, ScanSettings settings, SweepExecutor executor,
			Instance instance, Clock clock) {
		this.clock = clock;
		// in the transaction of the request that creates a scan, so that the scan and its
		// jobs are stored together
		this.scheduler = Scheduler.create(new TransactionAwareDataSourceProxy(dataSource), List.of(tasks.topic()))
			.startTasks(tasks.expiry())
			.threads(settings.effectiveWorkers(executor.workers()))
			.pollingInterval(settings.pollingInterval())
			.heartbeatInterval(settings.heartbeatInterval())
			.missedHeartbeatsLimit(settings.missedHeartbeats())
			.schedulerName(new SchedulerName.Fixed(instance.id()))
			.enableImmediateExecution()
			.shutdownMaxWait(SHUTDOWN_WAIT)
			.build();
	}

	/**
	 * Schedules a job for each topic of a scan, due now, in the caller's transaction.
	 * @param scanId the scan's id
	 * @param topics the topics' names
	 */
	void schedule(String scanId, List<String> topics) {
		this.scheduler.scheduleBatch(topics.stream()
			.<TaskInstance<?>>map((topic) -> ScanTasks.TOPIC.instance(scanId + "/" + topic).data(topic).build())
			.toList(), this.clock.instant());
	}

	@Override
	public void start() {
		this.scheduler.start();
		this.running = true;
	}

	/**
	 * Stops taking topics and waits for the running ones, which hand themselves back.
	 */
	@Override
	public void stop() {
		this.running = false;
		this.scheduler.stop();
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	/**
	 * Never paused, as tests pause a cached context: stopping ends the threads for good.
	 */
	@Override
	public boolean isPauseable() {
		return false;
	}

	@Override
	public int getPhase() {
		return ShutdownPhases.WORK;
	}

}
