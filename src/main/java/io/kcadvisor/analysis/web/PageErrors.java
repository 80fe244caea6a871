package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.AnalysisNotFoundException;
import io.kcadvisor.analysis.AnalysisSettings;
import io.kcadvisor.storage.StorageUnavailableException;
import io.kcadvisor.system.Durations;
import java.util.Map;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

/**
 * Says to browsers, as a page, why the pages that show analyses could not: the analysis
 * does not exist (any more), or the database is out of reach for now.
 */
@ControllerAdvice(assignableTypes = { AnalysisPageController.class, ComparePageController.class })
class PageErrors {

	/** Asked only when a page is refused, so that web slices without it still start. */
	private final ObjectProvider<AnalysisSettings> settings;

	PageErrors(ObjectProvider<AnalysisSettings> settings) {
		this.settings = settings;
	}

	@ExceptionHandler
	ModelAndView notFound(AnalysisNotFoundException ex) {
		return page(HttpStatus.NOT_FOUND, "Analysis not found",
				"No analysis has the id " + ex.id() + ". Finished analyses are kept for "
						+ Durations.inWords(this.settings.getObject().retention())
						+ ", then deleted with their results: upload the sample again to measure it anew.");
	}

	@ExceptionHandler
	ModelAndView unavailable(StorageUnavailableException ex) {
		return page(HttpStatus.SERVICE_UNAVAILABLE, "Try again in a moment",
				"The service cannot reach its database right now. Nothing stored is lost: reload this page in a "
						+ "moment.");
	}

	/**
	 * Returns the error page.
	 * @param status its status
	 * @param title what went wrong, in a few words
	 * @param message what went wrong and what to do, in a sentence or two
	 * @return the page
	 */
	static ModelAndView page(HttpStatus status, String title, String message) {
		return new ModelAndView("error", Map.of("status", status.value(), "title", title, "message", message), status);
	}

}
