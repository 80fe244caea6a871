package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisAdvice;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.web.Comparison.Side;
import java.util.Arrays;
import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

/**
 * Compares two analyses side by side for browsers: {@code /compare?ids=a,b}.
 */
@Controller
@BrowserPage
class ComparePageController {

	private final AnalysisService analyses;

	private final AnalysisAdvice advice;

	ComparePageController(AnalysisService analyses, AnalysisAdvice advice) {
		this.analyses = analyses;
		this.advice = advice;
	}

	@GetMapping("/compare")
	ModelAndView compare(@RequestParam(required = false) String ids) {
		List<String> both = (ids != null) ? Arrays.stream(ids.split(",")).map(String::trim).toList() : List.of();
		if (both.size() != 2 || both.stream().anyMatch(String::isEmpty)) {
			return PageErrors.page(HttpStatus.BAD_REQUEST, "Choose two analyses",
					"Compare takes the ids of two analyses: /compare?ids=first,second. Choose them in the list of "
							+ "your analyses on the upload page.");
		}
		ModelAndView page = new ModelAndView("compare");
		page.addObject("comparison", Comparison.of(side(both.get(0)), side(both.get(1))));
		page.addObject("fmt", new PageFormat());
		return page;
	}

	private Side side(String id) {
		Analysis analysis = this.analyses.get(id);
		Advice advice = this.advice.of(analysis, null, null);
		boolean succeeded = analysis.status() == AnalysisStatus.SUCCEEDED && analysis.outcome() != null;
		return new Side(analysis, advice.recommendations().isEmpty() ? null : advice.recommendations().get(0),
				succeeded ? analysis.outcome().results() : List.of());
	}

}
