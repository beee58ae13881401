package site.ycsb;

/**
 * What the engine knows of a phase before it starts, beyond its options: the counts as it derives
 * them and what the binding says of its store. Handed to {@link Workload#check}, so that a workload
 * can refuse or warn of a phase whose figures would mean nothing.
 *
 * @param doTransactions true for a run phase, false for a load
 * @param recordCount records in the whole data set ({@code recordcount})
 * @param insertCount records this client's load inserts (its key range, for a workload that
 *     {@linkplain Workload#loadsKeyRange() loads one})
 * @param binding the binding's name as its descriptor gives it ({@code memory}), else as the user gave it
 * @param storeStartsEmpty whether the binding's store holds nothing at the phase's start: an
 *     in-process store nothing was loaded into in this process (false when unknown)
 */
public record PhaseFacts(boolean doTransactions, long recordCount, long insertCount, String binding,
    boolean storeStartsEmpty) {
}
