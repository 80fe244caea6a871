package io.kcadvisor.system;

/**
 * The lifecycle phases of the service's own work, in the order it stops: the higher the
 * phase, the sooner it stops, and both stop before the web server's graceful shutdown
 * ({@code SmartLifecycle.DEFAULT_PHASE} and below).
 */
public final class ShutdownPhases {

	/**
	 * Work that stops before anything else: the schedulers of analyses and scans, which
	 * end the sweeps and topic reads under way.
	 */
	public static final int WORK = Integer.MAX_VALUE;

	/**
	 * What outlives the work and stops right after it: writing the analyses' ends to the
	 * database, and the event streams that tell the browsers how they ended.
	 */
	public static final int AFTER_WORK = WORK - 1;

	private ShutdownPhases() {
	}

}
