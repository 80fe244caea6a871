package io.kcadvisor.scan.web;

import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.analysis.web.PageFormat;
import io.kcadvisor.scan.ScanStatus;
import io.kcadvisor.scan.web.ScanView.TopicView;
import java.util.List;
import java.util.stream.Collectors;

import org.springframework.web.servlet.ModelAndView;
import tools.jackson.databind.json.JsonMapper;

/**
 * A scan's page: its progress while it runs, the ranked topics, a chart of what each
 * saves, and the {@code kafka-configs.sh} commands of the topics that save most in one
 * block to copy.
 */
final class ScanPage {

	/** The topics whose commands the page gathers. */
	static final int COMMANDS = 10;

	/** The topics the chart shows. */
	static final int CHARTED = 20;

	private static final int RELOAD_SECONDS = 3;

	private ScanPage() {
	}

	static ModelAndView of(ScanView scan, JsonMapper json) {
		List<TopicView> saving = scan.topics()
			.stream()
			.filter((topic) -> topic.savingVsCurrent() != null && topic.savingVsCurrent() > 0)
			.toList();
		ModelAndView page = new ModelAndView("scan");
		page.addObject("scan", scan);
		page.addObject("fmt", new PageFormat());
		page.addObject("running", !scan.status().isFinal());
		page.addObject("commands", commands(scan, saving));
		page.addObject("chart", chart(saving, json));
		page.addObject("failed", scan.topics().stream().filter((topic) -> topic.status() == ScanStatus.FAILED).count());
		if (!scan.status().isFinal()) {
			page.addObject("reloadSeconds", RELOAD_SECONDS);
		}
		return page;
	}

	/**
	 * Returns the commands that switch the topics saving most, best first, each under a
	 * comment with what it saves.
	 */
	private static String commands(ScanView scan, List<TopicView> saving) {
		List<TopicView> top = saving.stream().filter((topic) -> topic.kafkaConfigs() != null).limit(COMMANDS).toList();
		if (top.isEmpty()) {
			return null;
		}
		PageFormat fmt = new PageFormat();
		StringBuilder text = new StringBuilder();
		text.append("# The ").append(fmt.count(top.size(), "topic")).append(" of cluster '").append(scan.cluster());
		text.append("' whose switch saves most. Replace ");
		text.append(Recommendation.serverToReplace(scan.request().kafkaVersion(), "its")).append(".\n");
		text.append("# Each topic keeps its producers' batches; its producers compress, with the settings above it.\n");
		for (TopicView topic : top) {
			text.append("\n# ").append(topic.rank()).append(". ").append(topic.topic()).append(": saves ");
			text.append(fmt.percent(topic.savingVsCurrent())).append(" of what it stores");
			if (topic.savedBytesPerDay() != null) {
				text.append(", ").append(fmt.bytes(topic.savedBytesPerDay())).append(" a day");
			}
			text.append("\n# producers: ");
			text.append(topic.producerProperties()
				.entrySet()
				.stream()
				.map((property) -> property.getKey() + "=" + property.getValue())
				.collect(Collectors.joining(" ")));
			text.append('\n').append(topic.kafkaConfigs()).append('\n');
		}
		return text.toString();
	}

	/**
	 * Returns the chart's data as JSON: the topics saving most, with the bytes each saves
	 * a day, or at its retention where no rate is known.
	 */
	private static String chart(List<TopicView> saving, JsonMapper json) {
		return json.writeValueAsString(saving.stream().limit(CHARTED).map(ChartedTopic::of).toList());
	}

	/**
	 * A topic as the chart shows it.
	 *
	 * @param topic its name
	 * @param perDay the disk bytes it saves a day, or {@code null} where no rate is known
	 * @param disk the disk bytes it saves at its retention
	 */
	record ChartedTopic(String topic, Long perDay, long disk) {

		static ChartedTopic of(TopicView topic) {
			Double perDay = topic.savedBytesPerDay();
			return new ChartedTopic(topic.topic(), (perDay != null) ? Math.round(perDay) : null,
					Math.round(topic.savedDiskBytes()));
		}

	}

}
