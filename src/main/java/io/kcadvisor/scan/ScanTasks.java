package io.kcadvisor.scan;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.ExecutionContext;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import io.kcadvisor.analysis.AnalysisSettings;
import java.time.Clock;
import java.time.Instant;

import org.springframework.stereotype.Component;

/**
 * The scans' tasks in db-scheduler: one execution per topic of a scan, which runs its
 * {@link TopicJob} and is removed, or run again now or later as the job says (and later
 * when the database was out of reach); and a recurring task, run by one instance at a
 * time, that deletes the scans that finished longer than
 * {@code advisor.analysis.retention} ago, with their topics.
 */
@Component
class ScanTasks {

	/**
	 * The task of one topic of a scan: its instance id is the scan's id and the topic.
	 */
	static final TaskDescriptor<String> TOPIC = TaskDescriptor.of("scan-topic", String.class);

	private final CustomTask<String> topic;

	private final RecurringTask<Void> expiry;

	private final TopicJob job;

	private final ScanSettings settings;

	private final Clock clock;

	ScanTasks(TopicJob job, ScanRepository repository, ScanSettings settings, AnalysisSettings analysisSettings,
			Clock clock) {
		this.job = job;
		this.settings = settings;
		this.clock = clock;
		this.topic = Tasks.custom(TOPIC)
			.onFailure(new FailureHandler.OnFailureRetryLater<>(settings.busyRetry()))
			.execute(this::execute);
		this.expiry = Tasks.recurring("scan-expiry", FixedDelay.of(analysisSettings.expiryCheckInterval()))
			.execute((instance, context) -> repository
				.deleteFinishedBefore(clock.instant().minus(analysisSettings.retention())));
	}

	CustomTask<String> topic() {
		return this.topic;
	}

	RecurringTask<Void> expiry() {
		return this.expiry;
	}

	private CompletionHandler<String> execute(TaskInstance<String> instance, ExecutionContext context) {
		String scanId = instance.getId().substring(0, instance.getId().indexOf('/'));
		TopicJob.Next next = this.job.run(scanId, instance.getData(),
				() -> context.getSchedulerState().isShuttingDown());
		return switch (next) {
			case DONE -> new CompletionHandler.OnCompleteRemove<>();
			case NOW -> again(this.clock.instant());
			case LATER -> again(this.clock.instant().plus(this.settings.busyRetry()));
		};
	}

	private static CompletionHandler<String> again(Instant when) {
		return (complete, operations) -> operations.reschedule(complete, when);
	}

}
