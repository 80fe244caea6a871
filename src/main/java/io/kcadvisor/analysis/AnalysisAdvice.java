package io.kcadvisor.analysis;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.AdviceRequest;
import io.kcadvisor.advice.Advisor;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.advice.Today;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Component;

/**
 * The advice on an analysis, for the objective and Kafka version it was asked for or
 * others: on every result once it succeeded, or preliminary on its first answer while it
 * runs; noting where it would store more than the records take today.
 */
@Component
public class AnalysisAdvice {

	private final Advisor advisor;

	AnalysisAdvice(Advisor advisor) {
		this.advisor = advisor;
	}

	/**
	 * Returns the advice on a finished analysis's results for an objective and Kafka
	 * version.
	 * @param analysis the analysis
	 * @param objective the objective, or {@code null} for the one requested
	 * @param kafkaVersion the version, or {@code null} for the one requested
	 * @return the advice; {@link Advice#NONE} until the analysis succeeded
	 */
	public Advice of(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		SweepOutcome outcome = analysis.outcome();
		if (analysis.status() != AnalysisStatus.SUCCEEDED || outcome == null) {
			return Advice.NONE;
		}
		return advise(analysis, outcome.results(), request(analysis, objective, kafkaVersion));
	}

	/**
	 * Returns the preliminary advice on a running analysis's first answer, the quick set
	 * measured before the rest, for an objective and Kafka version: the same rules on
	 * fewer results, which the advice on every result replaces once the analysis
	 * succeeded.
	 * @param analysis the analysis
	 * @param objective the objective, or {@code null} for the one requested
	 * @param kafkaVersion the version, or {@code null} for the one requested
	 * @return the advice; {@link Advice#NONE} unless the analysis runs and has a first
	 * answer
	 */
	public Advice preliminary(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		FirstAnswer answer = analysis.firstAnswer();
		if (analysis.status() != AnalysisStatus.RUNNING || answer == null) {
			return Advice.NONE;
		}
		return advise(analysis, answer.results(), request(analysis, objective, kafkaVersion));
	}

	/**
	 * Returns the advice on results of an analysis, with a note on why nothing is
	 * recommended where no codec that compresses was measured
	 * ({@link UncompressedOnlyNote}), and one where its top recommendation stores more
	 * than the records take today ({@link Today}).
	 */
	private Advice advise(Analysis analysis, List<Result> results, AdviceRequest request) {
		Advice advice = this.advisor.advise(results, request);
		SweepOutcome outcome = analysis.outcome();
		Optional<String> uncompressedOnly = UncompressedOnlyNote.of(results, analysis.request().codecs(),
				(outcome != null) ? outcome.ending() : null);
		Advice noted = uncompressedOnly.map(advice::withNote).orElse(advice);
		return Today.note(noted, results, analysis.sample().current(), analysis.sample().records(), request)
			.map(noted::withNote)
			.orElse(noted);
	}

	/**
	 * Returns what the advice on an analysis is for: what was asked, for the topic its
	 * sample was read from, whose name, max.message.bytes and cleanup.policy were stored
	 * with it, and for the sample's largest record.
	 */
	private static AdviceRequest request(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		SampleSummary.TopicSource source = analysis.sample().source();
		return analysis.request()
			.advice(objective, kafkaVersion)
			.forTopic((source != null) ? source.advised() : null)
			.withLargestRecord(analysis.sample().largestRecord());
	}

}
