package io.kcadvisor.sweep;

import java.nio.ByteBuffer;

/**
 * The direct buffers one worker thread measures with, kept between configurations and
 * grown when a configuration needs more.
 */
final class Scratch {

	private static final int KEEP_AT_MOST = 32 * 1024 * 1024;

	private static final ThreadLocal<Scratch> PER_THREAD = ThreadLocal.withInitial(Scratch::new);

	private ByteBuffer input = ByteBuffer.allocateDirect(0);

	private ByteBuffer compressed = ByteBuffer.allocateDirect(0);

	private ByteBuffer output = ByteBuffer.allocateDirect(0);

	static Scratch forCurrentThread() {
		return PER_THREAD.get();
	}

	ByteBuffer input(int capacity) {
		this.input = ensure(this.input, capacity);
		return this.input.clear();
	}

	ByteBuffer compressed(int capacity) {
		this.compressed = ensure(this.compressed, capacity);
		return this.compressed.clear();
	}

	ByteBuffer output(int capacity) {
		this.output = ensure(this.output, capacity);
		return this.output.clear();
	}

	/** Lets go of buffers an unusually large configuration needed. */
	void trim() {
		if (this.input.capacity() + this.compressed.capacity() + this.output.capacity() > KEEP_AT_MOST) {
			PER_THREAD.remove();
		}
	}

	private static ByteBuffer ensure(ByteBuffer buffer, int capacity) {
		return (buffer.capacity() >= capacity) ? buffer : ByteBuffer.allocateDirect(capacity);
	}

}
