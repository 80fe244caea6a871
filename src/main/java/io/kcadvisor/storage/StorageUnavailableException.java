package io.kcadvisor.storage;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import java.time.Duration;
import java.util.function.Supplier;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.TransientDataAccessException;

/**
 * The database cannot be reached, or did not answer in time: what is stored is safe, and
 * the request can be sent again in a moment.
 */
public class StorageUnavailableException extends ProblemException {

	private static final Duration RETRY_AFTER = Duration.ofSeconds(5);

	StorageUnavailableException(Throwable cause) {
		super(ProblemType.DATABASE_UNAVAILABLE,
				"The service cannot reach its database right now. Nothing stored is lost: try again in a moment.",
				cause);
	}

	/**
	 * Runs a database access, saying a database out of reach as this problem; other
	 * failures, such as a bug in a statement, pass as they are.
	 * @param <T> what the access returns
	 * @param access the access
	 * @return what the access returned
	 * @throws StorageUnavailableException when the database cannot be reached or timed
	 * out
	 */
	public static <T> T whileReachable(Supplier<T> access) {
		try {
			return access.get();
		}
		catch (DataAccessResourceFailureException | TransientDataAccessException ex) {
			throw new StorageUnavailableException(ex);
		}
	}

	@Override
	public Duration retryAfter() {
		return RETRY_AFTER;
	}

}
