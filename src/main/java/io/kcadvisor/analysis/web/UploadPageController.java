package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.TopicSamples;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.system.ClientAddresses;
import io.kcadvisor.system.FieldParser;
import io.kcadvisor.system.Problems;
import io.kcadvisor.system.UnreadableRequests;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.ModelAndView;

/**
 * The upload form for browsers: a plain multipart form that starts an analysis of the
 * files uploaded or of a topic of a configured cluster, and goes to its page, or shows
 * the form again with each problem beside its field.
 */
@Controller
class UploadPageController {

	/**
	 * Sent by the form with its codec check boxes, so that none checked is told apart.
	 */
	static final String CODECS_OFFERED = "_codecs";

	private final AnalysisService analyses;

	private final TopicSamples topics;

	private final UnreadableRequests unreadableRequests;

	private final UploadPage page;

	private final ClientAddresses clients;

	UploadPageController(AnalysisService analyses, TopicSamples topics, UnreadableRequests unreadableRequests,
			UploadPage page, ClientAddresses clients) {
		this.analyses = analyses;
		this.topics = topics;
		this.unreadableRequests = unreadableRequests;
		this.page = page;
		this.clients = clients;
	}

	@GetMapping("/")
	ModelAndView form() {
		return this.page.render(UploadPage.BLANK, null);
	}

	@PostMapping(path = "/analyses", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
	ModelAndView submit(@ModelAttribute AnalysisForm form, BindingResult binding,
			@RequestParam(name = CODECS_OFFERED, required = false) String codecsOffered, HttpServletRequest request,
			HttpServletResponse response) {
		// With the binding result taken, a text field named sample leaves no sample, as
		// if missing.
		FieldParser fields = new FieldParser();
		if (!form.fromTopic() && !form.hasSample()) {
			fields.reject("sample", "choose a file of sample messages");
		}
		if (codecsOffered != null && form.codecs() == null) {
			fields.reject("codecs", "choose at least one codec");
		}
		try {
			return AnalysisPage.redirectTo(submit(form, fields, this.clients.of(request)).id());
		}
		catch (ProblemException ex) {
			if (ex.retryAfter() != null) {
				response.setHeader(HttpHeaders.RETRY_AFTER, Problems.retryAfter(ex.retryAfter()));
			}
			return this.page.render(form, ex);
		}
	}

	private Analysis submit(AnalysisForm form, FieldParser fields, String client) {
		if (form.fromTopic()) {
			Integer records = form.sampleRecordsOfTopic(fields, this.topics.maxSampleRecords());
			return this.topics.submit(form.toRequest(fields), form.cluster().trim(), form.topic().trim(),
					(records != null) ? records : this.topics.defaultSampleRecords(), client);
		}
		return this.analyses.submit(form.toRequest(fields), new MultipartSampleUpload(form.sample(), client));
	}

	/**
	 * Shows the form again when the upload could not even be parsed (it or its fields
	 * over their size limits, or cut off) or its query string could not be decoded.
	 * Tomcat says some of these with a plain {@link IllegalStateException}; any other is
	 * unexpected.
	 */
	@ExceptionHandler({ MultipartException.class, IllegalStateException.class })
	ModelAndView unreadable(Exception ex, HttpServletRequest request) throws Exception {
		if (!this.unreadableRequests.isUnreadable(ex)) {
			throw ex;
		}
		return this.page.render(UploadPage.BLANK, this.unreadableRequests.problem(ex, request));
	}

}
