package io.kcadvisor.scan.web;

import io.kcadvisor.analysis.web.BrowserPage;
import io.kcadvisor.analysis.web.PageErrors;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.scan.Scan;
import io.kcadvisor.scan.ScanNotFoundException;
import io.kcadvisor.scan.ScanService;
import io.kcadvisor.system.InvalidFieldsException;
import io.kcadvisor.system.Problems;
import io.kcadvisor.topic.ClusterCatalog;
import jakarta.servlet.http.HttpServletResponse;
import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.servlet.ModelAndView;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scan pages for browsers: a form that starts a scan of a configured cluster and goes
 * to its page, or shows the form again with each problem beside its field; and a scan's
 * page, which follows its progress and shows the ranking.
 */
@Controller
@BrowserPage
class ScanPageController {

	private final ScanService scans;

	private final ClusterCatalog clusters;

	private final JsonMapper json;

	ScanPageController(ScanService scans, ClusterCatalog clusters, JsonMapper json) {
		this.scans = scans;
		this.clusters = clusters;
		this.json = json;
	}

	@GetMapping("/scans/new")
	ModelAndView form() {
		return form(ScanForm.BLANK, null);
	}

	@PostMapping(path = "/scans", consumes = MediaType.APPLICATION_FORM_URLENCODED_VALUE)
	ModelAndView submit(@ModelAttribute ScanForm form, HttpServletResponse response) {
		try {
			ScanForm.Validated validated = form.validate(this.scans.settings());
			Scan scan = this.scans.start(validated.cluster(), validated.request());
			return new ModelAndView("redirect:/scans/" + scan.id());
		}
		catch (ProblemException ex) {
			if (ex.retryAfter() != null) {
				response.setHeader(HttpHeaders.RETRY_AFTER, Problems.retryAfter(ex.retryAfter()));
			}
			return form(form, ex);
		}
	}

	private ModelAndView form(ScanForm form, ProblemException problem) {
		Map<String, String> errors = new LinkedHashMap<>();
		if (problem instanceof InvalidFieldsException invalid) {
			invalid.problems().forEach((field) -> errors.putIfAbsent(field.field(), field.message()));
		}
		else if (problem != null && problem.type().status().is4xxClientError()
				&& problem.type().status().value() != HttpStatus.TOO_MANY_REQUESTS.value()) {
			errors.put("cluster", problem.getMessage());
		}
		ModelAndView page = new ModelAndView("scan-form", (problem != null) ? problem.type().status() : HttpStatus.OK);
		page.addObject("form", form);
		page.addObject("clusters", this.clusters.names());
		page.addObject("errors", errors);
		page.addObject("problem", (problem != null && errors.isEmpty()) ? problem.getMessage() : null);
		page.addObject("settings", this.scans.settings());
		return page;
	}

	@GetMapping("/scans/{id}")
	ModelAndView scan(@PathVariable String id) {
		return ScanPage.of(ScanView.of(this.scans.get(id)), this.json);
	}

	@PostMapping("/scans/{id}/cancel")
	String cancel(@PathVariable String id) {
		Scan scan = this.scans.get(id);
		if (!scan.status().isFinal()) {
			this.scans.cancelOrDelete(id);
		}
		return "redirect:/scans/" + id;
	}

	@ExceptionHandler
	ModelAndView notFound(ScanNotFoundException ex) {
		return PageErrors.page(HttpStatus.NOT_FOUND, "Scan not found", ex.getMessage());
	}

}
