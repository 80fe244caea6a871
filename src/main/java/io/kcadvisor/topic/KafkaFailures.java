package io.kcadvisor.topic;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

import org.apache.kafka.common.errors.AuthenticationException;
import org.apache.kafka.common.errors.ClusterAuthorizationException;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;

/**
 * Says in the service's problems what went wrong talking to a cluster: the one place a
 * Kafka client's exception becomes a problem users can act on.
 */
final class KafkaFailures {

	private KafkaFailures() {
	}

	/**
	 * Returns the problem a failure of a request to a cluster is.
	 * @param failure what the client threw
	 * @param cluster the cluster's name
	 * @param topic the topic concerned, or {@code null}
	 * @param operation the ACL operation the request needs on the topic, such as
	 * {@code DESCRIBE}
	 * @param timeout the request timeout
	 * @return the problem
	 */
	static ProblemException problem(Throwable failure, String cluster, String topic, String operation,
			Duration timeout) {
		Throwable cause = unwrap(failure);
		String onTopic = (topic != null) ? " topic '" + topic + "'" : " its topics";
		if (cause instanceof TimeoutException || cause instanceof java.util.concurrent.TimeoutException) {
			return new ProblemException(ProblemType.CLUSTER_UNREACHABLE,
					"Cluster '" + cluster + "' did not answer within " + timeout.toSeconds()
							+ " s: check that it is up and that this "
							+ "service can reach its brokers, or try again later.",
					cause);
		}
		if (cause instanceof UnknownTopicOrPartitionException) {
			return new ProblemException(ProblemType.TOPIC_NOT_FOUND,
					"Cluster '" + cluster + "' has no topic '" + topic + "'.", cause);
		}
		if (cause instanceof TopicAuthorizationException) {
			return notAuthorized(cluster, operation + " on" + onTopic);
		}
		if (cause instanceof ClusterAuthorizationException) {
			return notAuthorized(cluster, "DESCRIBE on the cluster (to read the sizes of its log directories)");
		}
		if (cause instanceof AuthenticationException) {
			return new ProblemException(ProblemType.NOT_AUTHORIZED, "The service could not authenticate to cluster '"
					+ cluster + "': ask its operator to check the cluster's credentials.", cause);
		}
		if (cause instanceof InterruptedException) {
			Thread.currentThread().interrupt();
		}
		return new ProblemException(ProblemType.TOPIC_READ_FAILED,
				"Reading from cluster '" + cluster + "' failed: " + cause.getClass().getSimpleName() + ".", cause);
	}

	/**
	 * Returns the problem of an operation the cluster's ACLs do not allow.
	 * @param cluster the cluster's name
	 * @param operation the operation and resource, such as {@code READ on topic 'x'}
	 * @return the problem
	 */
	static ProblemException notAuthorized(String cluster, String operation) {
		return new ProblemException(ProblemType.NOT_AUTHORIZED, "The service's principal on cluster '" + cluster
				+ "' is not authorized for " + operation + ": ask its operator to grant it.");
	}

	/**
	 * Returns the problem of a cluster whose client cannot be made as it is configured:
	 * none of its bootstrap servers resolves, or a client property is not valid (a
	 * client's constructor throws these, and a missing key store, wrapped in a
	 * {@code KafkaException}).
	 * @param cluster the cluster's name
	 * @param failure what the client's constructor threw
	 * @return the problem
	 */
	static ProblemException misconfigured(String cluster, Throwable failure) {
		return new ProblemException(ProblemType.CLUSTER_MISCONFIGURED,
				"The service cannot connect to cluster '" + cluster
						+ "' as it is configured: none of its bootstrap servers resolves, or one of its client "
						+ "properties is not valid. Ask the service's operator to check advisor.kafka.clusters."
						+ cluster + ".",
				failure);
	}

	private static Throwable unwrap(Throwable failure) {
		Throwable cause = failure;
		while ((cause instanceof ExecutionException || cause instanceof CompletionException)
				&& cause.getCause() != null) {
			cause = cause.getCause();
		}
		return cause;
	}

}
