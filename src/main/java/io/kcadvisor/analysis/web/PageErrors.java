package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.AnalysisNotFoundException;
import io.kcadvisor.analysis.AnalysisSettings;
import io.kcadvisor.storage.StorageUnavailableException;
import io.kcadvisor.system.Durations;
import io.kcadvisor.system.UnreadableRequests;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

/**
 * Says to browsers, as a page, why a page ({@link BrowserPage}) could not be shown: the
 * analysis does not exist (any more), the database is out of reach for now, or the
 * address's query string could not be read.
 */
@ControllerAdvice(annotations = BrowserPage.class)
public class PageErrors {

	/** Asked only when a page is refused, so that web slices without it still start. */
	private final ObjectProvider<AnalysisSettings> settings;

	private final ObjectProvider<UnreadableRequests> unreadableRequests;

	PageErrors(ObjectProvider<AnalysisSettings> settings, ObjectProvider<UnreadableRequests> unreadableRequests) {
		this.settings = settings;
		this.unreadableRequests = unreadableRequests;
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
	 * Answers an address whose query string Tomcat could not decode, which it reports as
	 * an {@link IllegalStateException} when the page first reads a parameter; any other
	 * is unexpected and left to the error page.
	 */
	@ExceptionHandler
	ModelAndView unreadable(IllegalStateException ex, HttpServletRequest request) {
		UnreadableRequests unreadable = this.unreadableRequests.getObject();
		if (!unreadable.isUnreadable(ex)) {
			throw ex;
		}
		return page(HttpStatus.BAD_REQUEST, "The address could not be read",
				unreadable.problem(ex, request).getMessage());
	}

	/**
	 * Returns the error page.
	 * @param status its status
	 * @param title what went wrong, in a few words
	 * @param message what went wrong and what to do, in a sentence or two
	 * @return the page
	 */
	public static ModelAndView page(HttpStatus status, String title, String message) {
		return new ModelAndView("error", Map.of("status", status.value(), "title", title, "message", message), status);
	}

}
