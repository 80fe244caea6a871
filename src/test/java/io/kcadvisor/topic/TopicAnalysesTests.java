package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.mockito.Mockito.mock;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.PendingSample;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Workload;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.springframework.util.unit.DataSize;

/**
 * An analysis of a topic whose read no thread takes, once the service stops, fails and
 * lets go of the memory and the client's place it held.
 */
class TopicAnalysesTests {

	private static final AnalysisRequest REQUEST = new AnalysisRequest(SampleFormat.TOPIC, Preset.QUICK,
			EnumSet.of(Codec.NONE), null, null, Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE);

	private final TopicCatalog catalog = mock();

	private final AnalysisService analyses = mock();

	private final PendingSample pending = mock();

	private final TopicAnalyses topics = new TopicAnalyses(mock(), this.catalog, mock(), this.analyses,
			new KafkaSettings(null, Duration.ofSeconds(10), Duration.ofMinutes(2), 100, 1000, 1),
			new SampleSettings(DataSize.ofMegabytes(16), 1000, 64, DataSize.ofKilobytes(64), DataSize.ofMegabytes(1)));

	/** A topic of one partition holding 10 records in 1,000 bytes. */
	@BeforeEach
	void topic() {
		TopicInfo info = new TopicInfo("t", 1, 1, Map.of(), 1000, 10);
		given(this.catalog.topic("local", "t"))
			.willReturn(new DescribedTopic(info, Map.of(0, new OffsetRange(0, 10)), Set.of(), 0, 1));
		given(this.analyses.begin(any(), any(), anyLong(), anyString(), anyInt())).willReturn(this.pending);
	}

	/**
	 * A scan reads the latest records that fit the sample limit, and holds memory for
	 * what they are expected to take, four times their stored size, as a topic analysis
	 * does, not for a whole sample: 10 records stored in 1,000 bytes hold 4,000.
	 */
	@Test
	void aScansReadHoldsMemoryForTheRecordsItReadsNotForAWholeSample() {
		this.topics.submitForScan(REQUEST, "local", "t", 2000, "192.0.2.1", 1);
		then(this.analyses).should().begin(any(), any(), eq(4000L), anyString(), eq(1));
		this.topics.destroy();
	}

	@Test
	void aReadNoThreadTakesFailsItsAnalysisAndLetsGoOfWhatItHolds() {
		this.topics.destroy();
		ProblemException answered = catchThrowableOfType(ProblemException.class,
				() -> this.topics.submit(REQUEST, "local", "t", 10, "192.0.2.1"));
		assertThat(answered.type()).as("the client is told, as the analysis is").isEqualTo(ProblemType.INTERRUPTED);
		ArgumentCaptor<ProblemException> problem = ArgumentCaptor.captor();
		then(this.pending).should().fail(problem.capture());
		assertThat(problem.getValue()).isSameAs(answered);
		then(this.pending).should().close();
	}

}
