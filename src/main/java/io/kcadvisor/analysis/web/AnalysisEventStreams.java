package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisSettings;
import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.storage.StorageUnavailableException;
import io.kcadvisor.system.ClientSettings;
import io.kcadvisor.system.ShutdownPhases;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.SmartLifecycle;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Streams analyses' progress as Server-Sent Events. One publisher thread looks at every
 * stream a few times a second and sends what changed, so workers never wait on a client:
 * it reads the analyses this instance measures live, and all the others, measured by
 * other instances, from the database in one query. A stream whose client has gone is
 * dropped at its next send, and a comment every few seconds finds such clients even when
 * nothing changes or the database is out of reach; a stream whose analysis was deleted
 * ends. When the service stops, once the analyses have ended, each stream gets its end
 * event and closes, so that no open stream holds up the web server's graceful shutdown.
 * One client holds at most {@link ClientSettings#maxEventStreams()} streams at once.
 */
@Component
class AnalysisEventStreams implements SmartLifecycle, DisposableBean {

	private static final long FINAL_PUBLISH_SECONDS = 5;

	private static final long TICK_MILLIS = 250;

	private static final long HEARTBEAT_TICKS = 15_000 / TICK_MILLIS;

	private final Set<Stream> streams = ConcurrentHashMap.newKeySet();

	private final ScheduledExecutorService publisher = Executors.newSingleThreadScheduledExecutor((runnable) -> {
		Thread thread = new Thread(runnable, "analysis-events");
		thread.setDaemon(true);
		return thread;
	});

	private final AnalysisService analyses;

	private final Duration timeout;

	private final int maxPerClient;

	private final Duration retryAfter;

	private volatile boolean started;

	AnalysisEventStreams(AnalysisService analyses, AnalysisSettings settings, ClientSettings clients) {
		this.analyses = analyses;
		this.timeout = settings.timeBudget().multipliedBy(settings.maxQueued() + 1L);
		this.maxPerClient = clients.maxEventStreams();
		this.retryAfter = settings.retryAfter();
		this.publisher.scheduleWithFixedDelay(this::publish, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
	}

	/**
	 * Opens a stream of an analysis's progress.
	 * @param analysis the analysis
	 * @param client who asks for it
	 * @return the stream
	 * @throws ServiceBusyException when the client holds as many streams as it may
	 */
	synchronized SseEmitter subscribe(Analysis analysis, String client) {
		long held = this.streams.stream().filter((stream) -> stream.client.equals(client)).count();
		if (held >= this.maxPerClient) {
			throw new ServiceBusyException("This client already follows " + held + " analyses' events, the most "
					+ "advisor.client.max-event-streams lets one client follow at once: close one, or read the analysis "
					+ "at its address instead.", this.retryAfter);
		}
		SseEmitter emitter = new SseEmitter(this.timeout.toMillis());
		Stream stream = new Stream(analysis.id(), client, emitter);
		emitter.onCompletion(() -> this.streams.remove(stream));
		emitter.onTimeout(() -> this.streams.remove(stream));
		emitter.onError((ex) -> this.streams.remove(stream));
		this.streams.add(stream);
		this.publisher.execute(() -> publishTo(List.of(stream)));
		return emitter;
	}

	private void publish() {
		publishTo(List.copyOf(this.streams));
	}

	/** Sends each stream what changed; runs on the publisher thread only. */
	private void publishTo(List<Stream> streams) {
		Map<String, Analysis> current;
		try {
			current = this.analyses.find(streams.stream().map((stream) -> stream.id).collect(Collectors.toSet()));
		}
		catch (StorageUnavailableException ex) {
			streams.forEach((stream) -> stream.waiting(this.streams));
			return;
		}
		for (Stream stream : streams) {
			stream.publish(current.get(stream.id), this.streams);
		}
	}

	@Override
	public void start() {
		this.started = true;
	}

	/** Sends each stream what it has not had, its end event included, and closes it. */
	@Override
	public void stop() {
		this.started = false;
		try {
			this.publisher.submit(this::publish).get(FINAL_PUBLISH_SECONDS, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		catch (ExecutionException | TimeoutException | RejectedExecutionException ex) {
			// the streams still open are completed below
		}
		destroy();
	}

	@Override
	public boolean isRunning() {
		return this.started;
	}

	/**
	 * Never paused, as tests pause a cached context: stopping ends the streams for good.
	 */
	@Override
	public boolean isPauseable() {
		return false;
	}

	/** Stops after the analyses ({@code AnalysisScheduler}) and before the web server. */
	@Override
	public int getPhase() {
		return ShutdownPhases.AFTER_WORK;
	}

	@Override
	public void destroy() {
		this.publisher.shutdownNow();
		this.streams.forEach((stream) -> stream.emitter.complete());
	}

	private static final class Stream {

		private final String id;

		private final String client;

		private final SseEmitter emitter;

		private ProgressEvent lastSent;

		private long quietTicks;

		Stream(String id, String client, SseEmitter emitter) {
			this.id = id;
			this.client = client;
			this.emitter = emitter;
		}

		/**
		 * Sends what changed, or ends the stream when its analysis is gone.
		 * @param analysis the analysis now, or {@code null} when it was deleted
		 * @param streams the open streams
		 */
		void publish(Analysis analysis, Set<Stream> streams) {
			if (!streams.contains(this)) {
				return;
			}
			if (analysis == null) {
				streams.remove(this);
				this.emitter.complete();
				return;
			}
			ProgressEvent event = ProgressEvent.of(analysis);
			try {
				if (event.status().isFinal()) {
					this.emitter.send(SseEmitter.event().name("end").data(event, MediaType.APPLICATION_JSON));
					streams.remove(this);
					this.emitter.complete();
				}
				else if (!Objects.equals(event, this.lastSent)) {
					this.emitter.send(SseEmitter.event().name("progress").data(event, MediaType.APPLICATION_JSON));
					this.lastSent = event;
					this.quietTicks = 0;
				}
				else {
					waiting(streams);
				}
			}
			catch (IOException | IllegalStateException ex) {
				fail(streams, ex);
			}
		}

		/** Sends a comment every few seconds while nothing changes. */
		void waiting(Set<Stream> streams) {
			if (streams.contains(this) && ++this.quietTicks >= HEARTBEAT_TICKS) {
				try {
					this.emitter.send(SseEmitter.event().comment("waiting"));
					this.quietTicks = 0;
				}
				catch (IOException | IllegalStateException ex) {
					fail(streams, ex);
				}
			}
		}

		private void fail(Set<Stream> streams, Exception ex) {
			streams.remove(this);
			this.emitter.completeWithError(ex);
		}

	}

}
