package site.ycsb.workloads;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.List;
import site.ycsb.config.PropertyDefinition;

/** Every property CoreWorkload reads, with upstream's defaults; the table of docs/workloads.md comes from here. */
public final class CoreWorkloadProperties {
  private CoreWorkloadProperties() {
  }

  public static final List<PropertyDefinition> ALL = List.of(
      of("table", "usertable", "Table (or set) name."),
      of("fieldcount", "10", "Fields per record."),
      of("fieldnameprefix", "field", "Field names are this prefix plus 0..fieldcount-1."),
      of("fieldlength", "100", "Field length in bytes (maximum for non-constant distributions)."),
      of("minfieldlength", "1", "Minimum field length for uniform and zipfian field lengths."),
      of("fieldlengthdistribution", "constant", "constant, uniform, zipfian or histogram."),
      of("fieldlengthhistogram", "hist.txt", "Histogram file for fieldlengthdistribution=histogram."),
      of("readallfields", "true", "Reads fetch all fields (true) or one random field (false)."),
      of("readallfieldsbyname", "false", "With readallfields, name every field instead of asking for all."),
      of("writeallfields", "false", "Updates write all fields (true) or one random field (false)."),
      of("dataintegrity", "false", "Write deterministic values and verify them on read (VERIFY metric)."),
      of("readproportion", "0.95", "Share of READ operations."),
      of("updateproportion", "0.05", "Share of UPDATE operations."),
      of("insertproportion", "0.0", "Share of INSERT operations (new keys after this client's load range)."),
      of("scanproportion", "0.0", "Share of SCAN operations."),
      of("readmodifywriteproportion", "0.0", "Share of READ-MODIFY-WRITE operations."),
      of("deleteproportion", "0.0", "Share of DELETE operations; a delete picks its key like a read."),
      of("requestdistribution", "uniform",
          "uniform, uniform-growing, zipfian, latest, hotspot, sequential or exponential."),
      of("zeropadding", "1", "Key numbers are left-padded with zeros to this many digits."),
      of("insertorder", "hashed", "hashed (keys are FNV-64 hashes of the key number) or ordered."),
      of("minscanlength", "1", "Shortest scan."),
      of("maxscanlength", "1000", "Longest scan."),
      of("scanlengthdistribution", "uniform", "uniform or zipfian."),
      of("hotspotdatafraction", "0.2", "Hotspot: fraction of keys in the hot set."),
      of("hotspotopnfraction", "0.8", "Hotspot: fraction of operations on the hot set."),
      of("exponential.percentile", "95", "Exponential: percentage of draws within exponential.frac of the keys."),
      of("exponential.frac", "0.8571428571", "Exponential: fraction of the keys holding exponential.percentile."),
      of("core_workload_insertion_retry_limit", "0", "Retries of a failed insert."),
      of("core_workload_insertion_retry_interval", "3", "Seconds between insert retries (+/-20%)."),
      of("insertstart", "0", "First key number of this client's range."),
      of("insertcount", null, "Keys in this client's range (default recordcount - insertstart)."),
      of("recordcount", "0", "Records in the whole data set."),
      of("operationcount", "0", "Operations of the run phase (0 = unlimited).")
  );
}
