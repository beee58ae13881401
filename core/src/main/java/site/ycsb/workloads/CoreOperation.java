package site.ycsb.workloads;

/** The operations CoreWorkload chooses between in the run phase. */
enum CoreOperation {
  READ,
  UPDATE,
  INSERT,
  SCAN,
  READ_MODIFY_WRITE,
  DELETE
}
