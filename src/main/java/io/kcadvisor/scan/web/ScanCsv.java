package io.kcadvisor.scan.web;

import io.kcadvisor.scan.web.ScanView.TopicView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Writes a scan's topics as CSV (RFC 4180), one row per topic in the order of the
 * ranking, with the fields of the JSON view.
 */
final class ScanCsv {

	static final List<String> COLUMNS = List.of("rank", "topic", "status", "analysisId", "sizeBytes",
			"messagesPerSecond", "currentCompressionType", "currentStoredBytesPerRecord", "recommendedCodec",
			"recommendedLevel", "recommendedBatchSize", "storedBytesPerRecord", "savingVsCurrent", "savedBytesPerDay",
			"savedDiskBytes", "error", "note");

	private ScanCsv() {
	}

	/**
	 * Writes a scan's topics.
	 * @param scan the scan
	 * @return the CSV text, lines ending in CRLF
	 */
	static String write(ScanView scan) {
		StringBuilder csv = new StringBuilder(String.join(",", COLUMNS)).append("\r\n");
		for (TopicView topic : scan.topics()) {
			csv.append(String.join(",", row(topic))).append("\r\n");
		}
		return csv.toString();
	}

	private static List<String> row(TopicView topic) {
		List<String> row = new ArrayList<>();
		row.add(Integer.toString(topic.rank()));
		row.add(quoted(topic.topic()));
		row.add(topic.status().name());
		row.add(text(topic.analysisId()));
		row.add(Long.toString(topic.sizeBytes()));
		row.add(number(topic.messagesPerSecond()));
		row.add((topic.current() != null) ? quoted(topic.current().compressionType()) : "");
		row.add((topic.current() != null) ? number(topic.current().storedBytesPerRecord()) : "");
		row.add((topic.recommended() != null) ? topic.recommended().codec() : "");
		row.add((topic.recommended() != null) ? text(topic.recommended().level()) : "");
		row.add((topic.recommended() != null) ? text(topic.recommended().batchSize()) : "");
		row.add(number(topic.storedBytesPerRecord()));
		row.add(number(topic.savingVsCurrent()));
		row.add(number(topic.savedBytesPerDay()));
		row.add(number(topic.savedDiskBytes()));
		row.add((topic.error() != null) ? quoted(topic.error().detail()) : "");
		row.add((topic.note() != null) ? quoted(topic.note()) : "");
		return row;
	}

	private static String text(Object value) {
		return Objects.toString(value, "");
	}

	private static String number(Double value) {
		return (value != null) ? String.format(Locale.ROOT, "%.4f", value) : "";
	}

	/**
	 * Quotes a value that holds a comma, a quote or a line break, doubling its quotes.
	 */
	private static String quoted(String value) {
		if (value.chars().anyMatch((c) -> c == ',' || c == '"' || c == '\n' || c == '\r')) {
			return '"' + value.replace("\"", "\"\"") + '"';
		}
		return value;
	}

}
