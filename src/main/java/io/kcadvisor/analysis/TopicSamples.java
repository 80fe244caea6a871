package io.kcadvisor.analysis;

import java.util.List;

/**
 * Starts analyses whose samples are read from topics of the configured clusters, for the
 * web edge to hand such requests to without knowing where clusters are.
 */
public interface TopicSamples {

	/**
	 * Returns the names of the clusters the operator configured, none when sampling
	 * topics is not set up.
	 * @return the names, sorted
	 */
	List<String> clusters();

	/**
	 * Returns the records read when the user does not say how many.
	 * @return records
	 */
	int defaultSampleRecords();

	/**
	 * Returns the most records a user may ask for.
	 * @return records
	 */
	int maxSampleRecords();

	/**
	 * Starts an analysis of the latest records of a topic.
	 * @param request the validated request
	 * @param cluster the cluster's name
	 * @param topic the topic's name
	 * @param sampleRecords the records to read
	 * @param client who asks for it, for a fair share of the queue
	 * @return the analysis, queued while its records are read
	 * @throws io.kcadvisor.problem.ProblemException when the cluster or topic is unknown,
	 * the cluster does not answer, the topic may not be read or is empty, or the service
	 * is busy
	 */
	Analysis submit(AnalysisRequest request, String cluster, String topic, int sampleRecords, String client);

}
