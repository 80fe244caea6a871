package io.kcadvisor.analysis;

import org.springframework.context.ApplicationContext;

/**
 * The live analyses of a running service, for tests that watch one move on: requests read
 * snapshots ({@link Analysis#snapshot()}), which do not.
 */
public final class LiveAnalyses {

	private LiveAnalyses() {
	}

	/**
	 * Returns an analysis the service measures, live.
	 * @param service the service's context
	 * @param id the analysis's id
	 * @return the analysis, which changes as it is measured and ends
	 */
	public static Analysis of(ApplicationContext service, String id) {
		return service.getBean(MeasuredAnalyses.class).find(id).orElseThrow();
	}

}
