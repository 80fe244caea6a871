package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.system.FieldParser;
import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

/**
 * The page of an analysis for browsers: follow it, cancel it, read the advice and re-rank
 * it for another objective or Kafka version.
 */
@Controller
@BrowserPage
class AnalysisPageController {

	private final AnalysisService analyses;

	private final AnalysisViews views;

	private final AnalysisPage page;

	AnalysisPageController(AnalysisService analyses, AnalysisViews views, AnalysisPage page) {
		this.analyses = analyses;
		this.views = views;
		this.page = page;
	}

	@GetMapping("/analyses/{id}")
	ModelAndView show(@PathVariable String id, @RequestParam(required = false) String objective,
			@RequestParam(required = false) String kafkaVersion) {
		Analysis analysis = this.analyses.get(id);
		FieldParser fields = new FieldParser();
		Objective rankBy = fields.parse("objective", objective, Objective::fromApiName, null);
		KafkaVersion version = fields.parse("kafkaVersion", kafkaVersion, KafkaVersion::parse, null);
		Map<String, String> errors = new LinkedHashMap<>();
		for (FieldProblem problem : fields.problems()) {
			errors.put(problem.field(), problem.message());
		}
		Map<String, String> rerank = new HashMap<>();
		rerank.put("objective", objective);
		rerank.put("kafkaVersion", kafkaVersion);
		Advice advice = this.views.advice(analysis, rankBy, version);
		return this.page.render(this.views.view(analysis, advice, rankBy, version),
				analysis.request().sweep().tasks().size(), advice, analysis.firstAnswer() != null, rerank, errors);
	}

	/**
	 * Cancels the analysis if it still runs; one that has ended is left as it is.
	 */
	@PostMapping("/analyses/{id}/cancel")
	ModelAndView cancel(@PathVariable String id) {
		this.analyses.cancel(id);
		return AnalysisPage.redirectTo(id);
	}

}
