package io.kcadvisor.scan.web;

import io.kcadvisor.scan.web.ScanView.TopicView;
import io.kcadvisor.system.Csv;
import java.util.ArrayList;
import java.util.List;

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
		row.add(Csv.quoted(topic.topic()));
		row.add(topic.status().name());
		row.add(Csv.text(topic.analysisId()));
		row.add(Long.toString(topic.sizeBytes()));
		row.add(Csv.number(topic.messagesPerSecond()));
		row.add((topic.current() != null) ? Csv.quoted(topic.current().compressionType()) : "");
		row.add((topic.current() != null) ? Csv.number(topic.current().storedBytesPerRecord()) : "");
		row.add((topic.recommended() != null) ? topic.recommended().codec() : "");
		row.add((topic.recommended() != null) ? Csv.text(topic.recommended().level()) : "");
		row.add((topic.recommended() != null) ? Csv.text(topic.recommended().batchSize()) : "");
		row.add(Csv.number(topic.storedBytesPerRecord()));
		row.add(Csv.number(topic.savingVsCurrent()));
		row.add(Csv.number(topic.savedBytesPerDay()));
		row.add(Csv.number(topic.savedDiskBytes()));
		row.add((topic.error() != null) ? Csv.quoted(topic.error().detail()) : "");
		row.add((topic.note() != null) ? Csv.quoted(topic.note()) : "");
		return row;
	}

}
