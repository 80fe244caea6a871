package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.ActiveProfiles;
import tools.jackson.databind.JsonNode;

/**
 * An analysis's results as CSV, for spreadsheets and scripts: {@code Accept: text/csv} on
 * the analysis's address.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sample.max-size=2MB", "advisor.sample.max-records=20000" })
@ActiveProfiles("brief-timing")
class ResultsCsvTests {

	@LocalServerPort
	private int port;

	private ApiClient api;

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void theResultsAreOneRowEachWithTheSameFiguresAsTheJson() throws Exception {
		String id = this.api.analysed(2000, "preset", "quick", "objective", "smallest");
		JsonNode analysis = json(this.api.get("/api/v1/analyses/" + id));

		ResponseEntity<String> csv = this.api.get("/api/v1/analyses/" + id, "text/csv");

		assertThat(csv.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(csv.getHeaders().getContentType().isCompatibleWith(MediaType.parseMediaType("text/csv"))).isTrue();
		List<String> lines = csv.getBody().lines().toList();
		assertThat(lines.get(0)).isEqualTo("codec,level,gzipBuffer,snappyBlock,lz4Block,zstdWindowLog,configurable,"
				+ "batchSize,recordsPerBatch,batches,uncompressedBytes,compressedBytes,ratio,compressMBps,"
				+ "decompressMBps,lingerLimited,paretoOptimal,rank,notRecommendable");
		JsonNode results = analysis.path("results");
		assertThat(lines).hasSize(results.size() + 1);
		for (int row = 0; row < results.size(); row++) {
			String[] values = lines.get(row + 1).split(",", -1);
			JsonNode result = results.get(row);
			assertThat(values).hasSize(19);
			assertThat(values[0]).isEqualTo(result.path("codec").asString());
			assertThat(values[1]).isEqualTo(result.path("level").isNull() ? "" : result.path("level").asString());
			assertThat(Long.parseLong(values[11])).isEqualTo(result.path("compressedBytes").asLong());
			assertThat(Double.parseDouble(values[12])).isEqualTo(result.path("ratio").asDouble());
			assertThat(Double.parseDouble(values[13])).isEqualTo(result.path("compressMBps").asDouble());
		}
		JsonNode top = analysis.path("recommendations").get(0).path("result");
		assertThat(lines.stream().filter((line) -> line.split(",", -1)[17].equals("1"))).singleElement()
			.asString()
			.startsWith(top.path("codec").asString() + "," + (top.path("level").isNull() ? "" : top.path("level")));
	}

	@Test
	void eachRowEndsWithWhyTheAdviceMayNotRecommendItQuotedWhereItHoldsAComma() throws Exception {
		String id = this.api.analysed(2000, "codecs", "snappy", "preset", "exhaustive", "batchSizes", "16384,1048576");
		JsonNode results = json(this.api.get("/api/v1/analyses/" + id)).path("results");

		List<String> lines = this.api.get("/api/v1/analyses/" + id, "text/csv").getBody().lines().toList();

		assertThat(lines).hasSize(results.size() + 1);
		List<String> reasons = new ArrayList<>();
		for (int row = 0; row < results.size(); row++) {
			JsonNode reason = results.get(row).path("notRecommendable");
			String field = reason.isNull() ? "" : reason.asString();
			reasons.add(field);
			String line = lines.get(row + 1);
			assertThat(line).endsWith("," + (field.contains(",") ? "\"" + field + "\"" : field));
			assertThat(line.split(",", -1)[16]).as("paretoOptimal stays the 17th column")
				.isEqualTo(results.get(row).path("paretoOptimal").asString());
		}
		assertThat(reasons).contains("", "KIP-780 options, not configurable in Kafka", "fills fewer than two batches");
	}

	@Test
	void clientsThatAcceptAnythingGetJsonAndAnUnknownIdIsAProblem() throws Exception {
		String id = this.api.analysed(200, "preset", "quick");
		ResponseEntity<String> any = this.api.get("/api/v1/analyses/" + id, "*/*");
		assertThat(any.getHeaders().getContentType().isCompatibleWith(MediaType.APPLICATION_JSON)).isTrue();
		ResponseEntity<String> missing = this.api.get("/api/v1/analyses/nope", "text/csv");
		assertThat(missing.getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
		assertThat(json(missing).path("type").asString()).isEqualTo("/problems/analysis-not-found");
	}

	@Test
	void anAnalysisStillRunningHasOnlyTheHeader() throws Exception {
		String id = json(
				this.api.post(form("events.jsonl", utf8(ApiClient.sensorReadings(20000)), "preset", "exhaustive")))
			.path("id")
			.asString();
		ResponseEntity<String> csv = this.api.get("/api/v1/analyses/" + id, "text/csv");
		this.api.delete("/api/v1/analyses/" + id);
		assertThat(csv.getBody().lines()).singleElement().asString().startsWith("codec,level,");
	}

}
