package io.kcadvisor.analysis;

import org.springframework.util.Assert;

/**
 * Memory held for one sample by what the {@link Admission} admitted, and for an upload
 * its turn to be split, until closed. Closing it again does nothing. Guarded by the
 * admission's lock.
 */
final class Reservation implements AutoCloseable {

	private final Admission admission;

	private final long uploadBytes;

	private final String client;

	private long bytes;

	private boolean splitting;

	private boolean closed;

	Reservation(Admission admission, long bytes, long uploadBytes, String client) {
		this.admission = admission;
		this.bytes = bytes;
		this.uploadBytes = uploadBytes;
		this.client = client;
	}

	/**
	 * Holds, for an upload being split, the memory of a sample that may inflate to more
	 * bytes than were uploaded.
	 * @param sampleBytes the most uncompressed bytes the sample may have
	 * @throws ServiceBusyException when that memory is not free
	 */
	void coverSample(long sampleBytes) {
		synchronized (this.admission) {
			Assert.state(!this.closed, "The reservation is closed");
			this.bytes = this.admission.cover(this.uploadBytes, sampleBytes, this.bytes);
		}
	}

	/**
	 * Waits for the upload's turn to be split into records, for at most
	 * {@code upload-wait}; the turn is held until the reservation is closed.
	 * @throws ServiceBusyException when other uploads kept every turn meanwhile
	 */
	void awaitSplitTurn() {
		synchronized (this.admission) {
			Assert.state(!this.closed && !this.splitting, "The reservation is closed, or holds its turn already");
		}
		this.admission.takeSplitTurn();
		synchronized (this.admission) {
			this.splitting = true;
		}
	}

	/**
	 * Lets go of the memory, the client's place and the split turn held, once.
	 */
	@Override
	public void close() {
		boolean splitTurn;
		synchronized (this.admission) {
			if (this.closed) {
				return;
			}
			this.closed = true;
			splitTurn = this.splitting;
		}
		this.admission.release(this.bytes, this.client, splitTurn);
	}

}
