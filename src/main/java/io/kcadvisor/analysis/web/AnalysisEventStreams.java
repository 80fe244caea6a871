package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisSettings;
import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.SmartLifecycle;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Streams analyses' progress as Server-Sent Events. One publisher thread looks at every
 * stream a few times a second and sends what changed, so workers never wait on a client;
 * a stream whose client has gone is dropped at its next send, and a comment every few
 * seconds finds such clients even when nothing changes. When the service stops, once the
 * analyses have ended, each stream gets its end event and closes, so that no open stream
 * holds up the web server's graceful shutdown.
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

	private final Duration timeout;

	private volatile boolean started;

	AnalysisEventStreams(AnalysisSettings settings) {
		this.timeout = settings.timeBudget().multipliedBy(settings.maxQueued() + 1L);
		this.publisher.scheduleWithFixedDelay(this::publish, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
	}

	SseEmitter subscribe(Analysis analysis) {
		SseEmitter emitter = new SseEmitter(this.timeout.toMillis());
		Stream stream = new Stream(analysis, emitter);
		emitter.onCompletion(() -> this.streams.remove(stream));
		emitter.onTimeout(() -> this.streams.remove(stream));
		emitter.onError((ex) -> this.streams.remove(stream));
		this.streams.add(stream);
		this.publisher.execute(() -> stream.publish(this.streams));
		return emitter;
	}

	private void publish() {
		for (Stream stream : this.streams) {
			stream.publish(this.streams);
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
		return Integer.MAX_VALUE - 1;
	}

	@Override
	public void destroy() {
		this.publisher.shutdownNow();
		this.streams.forEach((stream) -> stream.emitter.complete());
	}

	private static final class Stream {

		private final Analysis analysis;

		private final SseEmitter emitter;

		private ProgressEvent lastSent;

		private long quietTicks;

		Stream(Analysis analysis, SseEmitter emitter) {
			this.analysis = analysis;
			this.emitter = emitter;
		}

		/** Sends what changed; runs on the publisher thread only. */
		void publish(Set<Stream> streams) {
			if (!streams.contains(this)) {
				return;
			}
			ProgressEvent event = ProgressEvent.of(this.analysis);
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
				else if (++this.quietTicks >= HEARTBEAT_TICKS) {
					this.emitter.send(SseEmitter.event().comment("waiting"));
					this.quietTicks = 0;
				}
			}
			catch (IOException | IllegalStateException ex) {
				streams.remove(this);
				this.emitter.completeWithError(ex);
			}
		}

	}

}
