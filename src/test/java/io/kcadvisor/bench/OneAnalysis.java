package io.kcadvisor.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepRequest;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * One analysis in a JVM of its own, started by the bench with the heap capped at the
 * budget: splits the sweep sample and sweeps it with the {@code standard} preset, then
 * prints the heap it used. Completing at all shows it fits in the cap.
 */
public final class OneAnalysis {

	private OneAnalysis() {
	}

	public static void main(String[] args) throws Exception {
		AtomicLong liveAfterGc = new AtomicLong();
		for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
			((NotificationEmitter) collector).addNotificationListener((notification, handback) -> {
				GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo
					.from((CompositeData) notification.getUserData());
				long used = info.getGcInfo()
					.getMemoryUsageAfterGc()
					.values()
					.stream()
					.mapToLong(MemoryUsage::getUsed)
					.sum();
				liveAfterGc.accumulateAndGet(used, Math::max);
			}, (notification) -> GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION
				.equals(notification.getType()), null);
		}
		Sample sample = BenchSample.forSweeps(List.of(args).stream().map(Path::of).toList());
		try (Engine engine = new Engine(0)) {
			engine.sweep(sample.records(), SweepRequest.of(Preset.STANDARD).tasks());
		}
		long poolPeaks = 0;
		for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
			if (pool.getType() == MemoryType.HEAP) {
				poolPeaks += pool.getPeakUsage().getUsed();
			}
		}
		long direct = ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)
			.stream()
			.filter((pool) -> pool.getName().equals("direct"))
			.mapToLong(BufferPoolMXBean::getMemoryUsed)
			.sum();
		System.out.printf("sample=%d live-after-gc=%d pool-peaks=%d direct=%d%n", sample.bytes(), liveAfterGc.get(),
				poolPeaks, direct);
	}

}
